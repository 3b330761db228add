// Previews as each engine draws them (e2e-chromium, e2e-firefox, e2e-webkit): each engine encodes
// the preview itself, and WebKit cannot encode every format the others can.
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { withExifOrientation } from '../../src/test/exifPhotos'
import { BOMB_PNG } from '../../src/test/fixtures'
import * as markup from '../../src/test/selectors'
import { WORKER_READY } from '../../src/thumbnails/previewProtocol'
import { addFiles, count } from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { type TestFile, testFile } from '../support/testFiles'

const stack = setUpEngineStack()

/** A 64 × 64 PNG, transparent but for an opaque red square in its middle (a logo, a signature scan). */
function transparentPng(name: string): TestFile {
  const png = new PNG({ width: 64, height: 64 })
  png.data.fill(0)
  for (let y = 16; y < 48; y++) {
    for (let x = 16; x < 48; x++) png.data.set([220, 0, 0, 255], (y * 64 + x) * 4)
  }
  return testFile(name, 'image/png', PNG.sync.write(png))
}

/** The smallest transparent GIF: one pixel, its only colour transparent. */
function transparentGif(name: string): TestFile {
  const bytes = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  return testFile(name, 'image/gif', bytes)
}

/**
 * A `width` × `height` JPEG (40 × 20 unless said) encoded by the engine, its left half red and its right half
 * blue, stored sideways (EXIF 6).
 */
async function sidewaysJpeg(page: EnginePage, name: string, [width, height] = [40, 20]): Promise<TestFile> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      context.fillStyle = '#f00'
      context.fillRect(0, 0, w / 2, h)
      context.fillStyle = '#00f'
      context.fillRect(w / 2, 0, w / 2, h)
      return canvas.toDataURL('image/jpeg', 1)
    },
    [width, height] as const,
  )
  const jpeg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  return testFile(name, 'image/jpeg', withExifOrientation(jpeg, 6))
}

/** The decompression bomb of the fixtures: a 355 KB PNG declaring 20 000 × 6 000 px. */
const bombPng = (name: string): TestFile => testFile(name, 'image/png', BOMB_PNG)

interface WatchedWorkers {
  /** The script of each worker started. */
  started: string[]
  /** Messages workers sent back (previews drawn there) and errors they reported. */
  answers: number
  errors: number
}

/** Counts, in `window.watchedWorkers`, the workers the page starts from now on and what they answer. */
const watchWorkers = (page: EnginePage) =>
  page.evaluate((ready) => {
    const watched: WatchedWorkers = { started: [], answers: 0, errors: 0 }
    ;(window as unknown as { watchedWorkers: WatchedWorkers }).watchedWorkers = watched
    const Original = window.Worker
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        watched.started.push(String(url))
        super(url, options)
        // The worker's word that it runs is not an answer.
        this.addEventListener('message', (event) => {
          if (event.data !== ready) watched.answers++
        })
        this.addEventListener('error', () => watched.errors++)
      }
    }
  }, WORKER_READY)

/** RGBA of the drawn preview of file `name` at its corner and its centre; null until it is drawn. */
const previewPixels = (page: EnginePage, name: string) =>
  page.evaluate(
    async ([fileName, nameSelector, imageSelector, itemSelector]) => {
      const item = [...document.querySelectorAll(nameSelector)].find((n) => n.getAttribute('title') === fileName)
      const image = item?.closest(itemSelector)?.querySelector<HTMLImageElement>(imageSelector)
      if (!image) return null
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) return null
      context.drawImage(image, 0, 0)
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data]
      return {
        width: canvas.width,
        height: canvas.height,
        corner: at(0, 0),
        centre: at(canvas.width >> 1, canvas.height >> 1),
        top: at(canvas.width >> 1, canvas.height >> 2),
        bottom: at(canvas.width >> 1, (canvas.height * 3) >> 2),
      }
    },
    [name, markup.fileName, markup.filePreviewImage, markup.fileItem] as const,
  )

describe('previews', () => {
  it('keep transparency: a transparent PNG and GIF preview on the tile, not on black', async () => {
    const page = await openPanel(stack)
    await addFiles(stack, page, [transparentPng('logo.png'), transparentGif('piksel.gif')])

    await expect.poll(() => previewPixels(page, 'logo.png'), { timeout: 15_000 }).not.toBeNull()
    const logo = await previewPixels(page, 'logo.png')
    expect(logo?.corner[3], 'corner of the logo: transparent').toBe(0)
    // The opaque part stays opaque red (lossy encoders may shift a colour a little).
    expect(logo?.centre[3]).toBe(255)
    expect(logo?.centre[0]).toBeGreaterThan(180)
    expect(logo?.centre[1]).toBeLessThan(40)

    await expect.poll(() => previewPixels(page, 'piksel.gif'), { timeout: 15_000 }).not.toBeNull()
    expect((await previewPixels(page, 'piksel.gif'))?.centre[3], 'the transparent pixel').toBe(0)
  })

  it('are drawn in the package worker, turn a photo stored sideways as its EXIF says, and never decode a bomb', async () => {
    const page = await openPanel(stack)
    await watchWorkers(page)
    await addFiles(stack, page, [await sidewaysJpeg(page, 'telefon.jpg'), bombPng('bomba.png')])

    await expect.poll(() => previewPixels(page, 'telefon.jpg'), { timeout: 15_000 }).not.toBeNull()
    const photo = await previewPixels(page, 'telefon.jpg')
    // Turned 90° clockwise, not enlarged: the left (red) half is on top, the right (blue) below.
    expect([photo?.width, photo?.height]).toEqual([20, 40])
    expect(photo?.top[0], 'red on top').toBeGreaterThan(200)
    expect(photo?.bottom[2], 'blue below').toBeGreaterThan(200)
    const workers = await page.evaluate(
      () => (window as unknown as { watchedWorkers: WatchedWorkers }).watchedWorkers,
      null,
    )
    // One worker, from the file Vite emitted for the package's previewWorker.js, and it drew the preview.
    expect(workers.started).toHaveLength(1)
    expect(workers.started[0]).toMatch(/previewWorker[^/]*\.js$/)
    expect(workers.errors).toBe(0)
    expect(workers.answers).toBeGreaterThanOrEqual(1)

    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await previewPixels(page, 'bomba.png'), 'the bomb keeps its icon').toBeNull()
    // Both were answered in the worker: the photo's preview, the bomb's refusal.
    expect(
      await page.evaluate(() => (window as unknown as { watchedWorkers: WatchedWorkers }).watchedWorkers.answers, null),
    ).toBe(2)
    expect(await count(page, markup.fileName)).toBe(2)
  })

  it('draw a large photo stored sideways upright at the preview width (Chromium decodes it at an eighth of its size)', async () => {
    const page = await openPanel(stack)
    await addFiles(stack, page, [await sidewaysJpeg(page, 'aparat.jpg', [1600, 1200])])
    await expect.poll(() => previewPixels(page, 'aparat.jpg'), { timeout: 15_000 }).not.toBeNull()
    const photo = await previewPixels(page, 'aparat.jpg')
    // 1200 × 1600 upright, drawn 280 wide: the left (red) half on top, the right (blue) below.
    expect([photo?.width, photo?.height]).toEqual([280, 374])
    expect(photo?.top[0], 'red on top').toBeGreaterThan(200)
    expect(photo?.bottom[2], 'blue below').toBeGreaterThan(200)
  })
})
