// What the preview worker does to a photo before it is sent (`resizePhotos`), here on the page as the
// main-thread fallback runs it (the same function the worker runs): real decoding and encoding in Chromium.
// e2e/engines/resizePhotos.test.ts checks the whole way in all three engines.
import { describe, expect, it } from 'vitest'
import { server } from 'vitest/browser'
import { readExifOrientation, withExifOrientation } from '../test/exifPhotos'
import { scalePhoto } from './scalePhoto'

/** A `width` × `height` JPEG drawn by the engine: its left half red, its right half blue. */
async function halvesJpeg(width: number, height: number, quality = 0.9): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.fillStyle = '#f00'
  context.fillRect(0, 0, width / 2, height)
  context.fillStyle = '#00f'
  context.fillRect(width / 2, 0, width / 2, height)
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer())
}

/** Width, height and the RGB at each point of a drawn image. */
async function pixels(source: Blob, points: Array<[number, number]>) {
  const bitmap = await createImageBitmap(source)
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.drawImage(bitmap, 0, 0)
  const at = points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data].slice(0, 3))
  return { width: bitmap.width, height: bitmap.height, at }
}

const photo = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })

describe('scalePhoto', () => {
  it('turns a photo stored sideways upright and scales its longer side to maxSide, as a JPEG without EXIF', async () => {
    // 800 × 400 as stored, 400 × 800 upright (EXIF 6: turn 90° clockwise, the left half goes on top).
    const chosen = photo(withExifOrientation(await halvesJpeg(800, 400), 6))
    const scaled = await scalePhoto(chosen, { maxSide: 200, quality: 0.85 })
    if (!(scaled instanceof Blob)) throw new Error(`not scaled: ${scaled}`)
    expect(scaled.type).toBe('image/jpeg')
    expect(scaled.size).toBeLessThan(chosen.size)
    const { width, height, at } = await pixels(scaled, [
      [50, 40],
      [50, 160],
    ])
    expect([width, height]).toEqual([100, 200])
    expect(at[0]?.[0], 'red on top').toBeGreaterThan(200)
    expect(at[1]?.[2], 'blue below').toBeGreaterThan(200)
    expect(readExifOrientation(new Uint8Array(await scaled.arrayBuffer()))).toBeUndefined()
  })

  it('leaves a photo no larger than maxSide unchanged', async () => {
    expect(await scalePhoto(photo(await halvesJpeg(200, 100)), { maxSide: 200, quality: 0.85 })).toBe('unchanged')
  })

  it('leaves a photo unchanged when the scaled one would not be smaller', async () => {
    // Encoded at the lowest quality, scaled by one pixel at the highest: more bytes, not fewer.
    const chosen = photo(await halvesJpeg(400, 300, 0))
    expect(await scalePhoto(chosen, { maxSide: 399, quality: 1 })).toBe('unchanged')
  })

  it('reports a photo the engine cannot decode as failed (it is then sent as it is)', async () => {
    const broken = await halvesJpeg(800, 400)
    // The header stays (800 × 400), the picture's data is cut off.
    // Firefox draws a JPEG cut short (the rest grey): scaled, it is no smaller than 700 bytes, so it goes as it is too.
    expect(await scalePhoto(photo(broken.subarray(0, 700)), { maxSide: 200, quality: 0.85 })).toBe(
      server.browser === 'firefox' ? 'unchanged' : 'failed',
    )
  })
})
