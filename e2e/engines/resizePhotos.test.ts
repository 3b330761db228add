// resizePhotos in every engine (e2e-chromium, e2e-firefox, e2e-webkit), over the real contract server: a photo
// larger than maxSide is stored upright, at maxSide, smaller than chosen, and its pixels are close to the engine's
// own downscale of the chosen photo; a PNG is stored as chosen. The server reads what it stored (server/photoFacts.ts).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANDSCAPE_PNG } from '../../src/test/fixtures'
import { addFiles, clickUpload, completeRuns } from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { sidewaysPhoto } from '../support/photos'
import { testFile } from '../support/testFiles'

const stack = setUpEngineStack()

const MAX_SIDE = 64

/**
 * In the page: the stored photo's size, and the mean difference (0–255, per colour channel) between its pixels
 * and the engine's own downscale of the chosen photo (decoded upright, drawn at the stored size, best smoothing).
 */
const compareInPage = (page: EnginePage, chosen: Buffer, stored: Buffer) =>
  page.evaluate(
    async ([chosenBase64, storedBase64]) => {
      const blobOf = (base64: string) =>
        new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/jpeg' })
      const received = await createImageBitmap(blobOf(storedBase64))
      const original = await createImageBitmap(blobOf(chosenBase64), { imageOrientation: 'from-image' })
      const { width, height } = received
      const draw = (bitmap: ImageBitmap) => {
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext('2d') as CanvasRenderingContext2D
        context.imageSmoothingQuality = 'high'
        context.drawImage(bitmap, 0, 0, width, height)
        return context.getImageData(0, 0, width, height).data
      }
      const ours = draw(received)
      const engines = draw(original)
      let sum = 0
      for (let index = 0; index < ours.length; index++) {
        if (index % 4 !== 3) sum += Math.abs((ours[index] ?? 0) - (engines[index] ?? 0))
      }
      return {
        width,
        height,
        upright: [original.width, original.height],
        meanDifference: sum / ((ours.length / 4) * 3),
      }
    },
    [chosen.toString('base64'), stored.toString('base64')] as const,
  )

describe('resizePhotos, over real HTTP', () => {
  it('stores a photo upright, at maxSide, smaller, close to the engine’s own downscale; a PNG as chosen', async () => {
    const page = await openPanel(stack, `?resizePhotos=${MAX_SIDE}`)
    const photo = await sidewaysPhoto(page, 'telefon.jpg')
    const drawing = testFile('rysunek.png', 'image/png', LANDSCAPE_PNG)
    await addFiles(stack, page, [photo, drawing])
    await clickUpload(page)
    await expect.poll(() => completeRuns(page), { timeout: 20_000 }).toBe('1')

    const stored = (name: string) => stack.server.requests().find((entry) => entry.file?.name === name)
    const photoEntry = stored('telefon.jpg')
    if (!photoEntry?.attachmentId || !photoEntry.file) throw new Error(`not stored: ${JSON.stringify(photoEntry)}`)
    // Upright pixels and no EXIF: no orientation to apply, no location.
    expect(photoEntry.file.photo).toEqual({ hasLocation: false, width: 48, height: MAX_SIDE, orientation: null })
    expect(photoEntry.file.size).toBeLessThan(photo.buffer.length)
    const bytes = await readFile(join(stack.server.storageDir, photoEntry.attachmentId))
    const compared = await compareInPage(page, photo.buffer, bytes)
    expect(compared.upright).toEqual([300, 400])
    expect([compared.width, compared.height]).toEqual([48, MAX_SIDE])
    expect(compared.meanDifference).toBeLessThan(8)

    expect(stored('rysunek.png')?.file?.sha256).toBe(drawing.sha256)
    expect(stack.server.requests()).toHaveLength(2)
  })
})
