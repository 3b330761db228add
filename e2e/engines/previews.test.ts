// Previews as each engine draws them (e2e-chromium, e2e-firefox, e2e-webkit): each engine encodes
// the preview itself, and WebKit cannot encode every format the others can.
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import * as markup from '../../src/dashboard/dashboardMarkup'
import { addFiles, type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import type { TestFile } from '../support/stack'

const stack = setUpEngineStack()

/** A 64 × 64 PNG, transparent but for an opaque red square in its middle (a logo, a signature scan). */
function transparentPng(name: string): TestFile {
  const png = new PNG({ width: 64, height: 64 })
  png.data.fill(0)
  for (let y = 16; y < 48; y++) {
    for (let x = 16; x < 48; x++) png.data.set([220, 0, 0, 255], (y * 64 + x) * 4)
  }
  return asTestFile(name, 'image/png', PNG.sync.write(png))
}

/** The smallest transparent GIF: one pixel, its only colour transparent. */
function transparentGif(name: string): TestFile {
  const bytes = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  return asTestFile(name, 'image/gif', bytes)
}

function asTestFile(name: string, mimeType: string, buffer: Buffer): TestFile {
  return { name, mimeType, buffer, sha256: '' }
}

/** RGBA of the drawn preview of file `name` at its corner and its centre; null until it is drawn. */
const previewPixels = (page: EnginePage, name: string) =>
  page.evaluate(
    async ([fileName, nameSelector, imageSelector]) => {
      const item = [...document.querySelectorAll(nameSelector)].find((n) => n.getAttribute('title') === fileName)
      const image = item?.closest('.uppy-Dashboard-Item')?.querySelector<HTMLImageElement>(imageSelector)
      if (!image) return null
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) return null
      context.drawImage(image, 0, 0)
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data]
      return { corner: at(0, 0), centre: at(canvas.width >> 1, canvas.height >> 1) }
    },
    [name, markup.fileName, markup.filePreviewImage] as const,
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
})
