// Previews off the main thread (issue 27): drawn in the package's worker, in bounded memory, keeping
// orientation, transparency and the pixel bound; on the main thread where a host's policy or the
// engine refuses the worker. Chromium here; e2e/engines/previews.test.ts checks all three engines.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from 'vitest/browser'
import { withExifOrientation } from '../test/exifPhotos'
import { bombPng, pngFile } from '../test/files'
import { queryFileItem } from '../test/panelQueries'
import { addFiles } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'
import { drawPreview } from './drawPreview'
import { WORKER_START_BOUND_MS } from './offThreadPreviews'

const { setup } = setUpUploadMock()

/** A 40 × 20 JPEG, its left half red and its right half blue, stored sideways: EXIF orientation 6. */
async function sidewaysJpeg(name = 'telefon.jpg'): Promise<File> {
  const canvas = new OffscreenCanvas(40, 20)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.fillStyle = '#f00'
  context.fillRect(0, 0, 20, 20)
  context.fillStyle = '#00f'
  context.fillRect(20, 0, 20, 20)
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 })).arrayBuffer())
  return new File([withExifOrientation(jpeg, 6)], name, { type: 'image/jpeg' })
}

/** Width, height and the RGBA at (x, y) of a drawn image. */
async function pixels(source: Blob, points: Array<[number, number]>) {
  const bitmap = await createImageBitmap(source)
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.drawImage(bitmap, 0, 0)
  const at = points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data])
  return { width: bitmap.width, height: bitmap.height, at }
}

describe('drawPreview (what the worker runs)', () => {
  it('turns a photo stored sideways as its EXIF orientation says: red on top, blue below', async () => {
    const preview = await drawPreview(await sidewaysJpeg(), 280)
    if (!(preview instanceof Blob)) throw new Error(`no preview: ${preview}`)
    const { width, height, at } = await pixels(preview, [
      [10, 5],
      [10, 35],
    ])
    // Smaller than the preview: not enlarged, only turned.
    expect([width, height]).toEqual([20, 40])
    expect(at[0]?.[0]).toBeGreaterThan(200)
    expect(at[1]?.[2]).toBeGreaterThan(200)
  })

  it('scales a large image to the preview width, keeping its proportions', async () => {
    const canvas = new OffscreenCanvas(1200, 900)
    canvas.getContext('2d')?.fillRect(0, 0, 1200, 900)
    const preview = await drawPreview(await canvas.convertToBlob({ type: 'image/png' }), 280)
    if (!(preview instanceof Blob)) throw new Error(`no preview: ${preview}`)
    // WebKit cannot encode WebP: its canvas gives PNG, transparent too (drawPreview's comment).
    expect(preview.type).toBe(server.browser === 'webkit' ? 'image/png' : 'image/webp')
    const { width, height } = await pixels(preview, [])
    expect([width, height]).toEqual([280, 210])
  })

  it('keeps transparency', async () => {
    const canvas = new OffscreenCanvas(600, 600)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.fillStyle = '#d00'
    context.fillRect(200, 200, 200, 200)
    const preview = await drawPreview(await canvas.convertToBlob({ type: 'image/png' }), 280)
    if (!(preview instanceof Blob)) throw new Error(`no preview: ${preview}`)
    const { at } = await pixels(preview, [
      [0, 0],
      [140, 140],
    ])
    expect(at[0]?.[3]).toBe(0)
    expect(at[1]?.[3]).toBe(255)
  })

  it('refuses an image declaring more pixels than the bound before decoding anything', async () => {
    const decode = vi.spyOn(globalThis, 'createImageBitmap')
    try {
      expect(await drawPreview(bombPng(), 280)).toBe('refused')
      expect(decode).not.toHaveBeenCalled()
    } finally {
      decode.mockRestore()
    }
  })
})

/** Counts the workers the page starts; `redirect` may point them elsewhere, or throw as a refusing page does. */
function watchWorkers(redirect?: (url: string | URL) => string | URL) {
  const Original = window.Worker
  const started: string[] = []
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      started.push(String(url))
      super(redirect ? redirect(url) : url, options)
    }
  }
  restoreWorker = () => {
    window.Worker = Original
  }
  return started
}
let restoreWorker = () => {}
afterEach(() => restoreWorker())

const previewOf = (root: ParentNode, name: string) =>
  queryFileItem(root, name)?.querySelector<HTMLImageElement>(markup.filePreviewImage) ?? null

describe('the panel', () => {
  // Firefox never runs a module worker whose script MSW's service worker passed through (mswjs/msw#2654);
  // e2e/engines/previews.test.ts draws previews in the worker in all three engines over a real server.
  it.skipIf(server.browser === 'firefox')(
    'draws previews in its worker: the main thread never opens the image',
    async () => {
      const started = watchWorkers()
      const createObjectUrl = vi.spyOn(URL, 'createObjectURL')
      try {
        const { container } = await setup()
        await addFiles(container, [await sidewaysJpeg(), pngFile('zwykle.png'), bombPng()])
        await eventually(() => expect(previewOf(container, 'telefon.jpg')).not.toBeNull())
        await eventually(() => expect(previewOf(container, 'zwykle.png')).not.toBeNull())
        expect(started).toHaveLength(1)
        expect(started[0]).toMatch(/previewWorker/)
        // Only the drawn previews got URLs; no original file was opened on the main thread.
        expect(createObjectUrl.mock.calls.filter(([blob]) => blob instanceof File)).toEqual([])
        await sleep(300)
        expect(previewOf(container, 'bomba.png')).toBeNull()
      } finally {
        createObjectUrl.mockRestore()
      }
    },
  )

  it('draws previews on the main thread when the worker never starts (a service worker holding its script)', async () => {
    // A worker that runs nothing: it never says it is ready, and no error comes (Firefox under MSW).
    const silent = URL.createObjectURL(new Blob([''], { type: 'text/javascript' }))
    const started = watchWorkers(() => silent)
    try {
      const { container } = await setup()
      await addFiles(container, [await sidewaysJpeg()])
      await sleep(WORKER_START_BOUND_MS / 2)
      expect(previewOf(container, 'telefon.jpg')).toBeNull()
      await eventually(() => expect(previewOf(container, 'telefon.jpg')).not.toBeNull(), {
        timeout: WORKER_START_BOUND_MS * 2,
      })
      expect(started).toHaveLength(1)
    } finally {
      URL.revokeObjectURL(silent)
    }
  })

  it.each([
    [
      'refused at once (a host policy without worker-src)',
      () => {
        throw new DOMException('Refused to create a worker', 'SecurityError')
      },
    ],
    ['failing to load (a bundler that did not emit the file)', () => '/no-such-worker.js'],
  ])('draws previews on the main thread when the worker is %s, still bounded', async (_, redirect) => {
    watchWorkers(redirect)
    const createObjectUrl = vi.spyOn(URL, 'createObjectURL')
    try {
      const { container } = await setup()
      await addFiles(container, [await sidewaysJpeg(), bombPng()])
      await eventually(() => expect(previewOf(container, 'telefon.jpg')).not.toBeNull())
      const image = previewOf(container, 'telefon.jpg') as HTMLImageElement
      await image.decode()
      expect(image.naturalHeight).toBeGreaterThan(image.naturalWidth)
      await sleep(300)
      expect(previewOf(container, 'bomba.png')).toBeNull()
      expect(createObjectUrl.mock.calls.some(([blob]) => blob instanceof File && blob.name === 'bomba.png')).toBe(false)
    } finally {
      createObjectUrl.mockRestore()
    }
  })
})
