// The preview worker's partial decode of large JPEGs (WebCodecs' `ImageDecoder` at a fraction of the size), run
// here on the page with the engine's own decoder. e2e/engines/previews.test.ts checks previews drawn in the worker.
import { describe, expect, it } from 'vitest'
import { server } from 'vitest/browser'
import { differenceFromDownscale, drawnJpeg } from '../test/drawnPhotos'
import { drawFromPartialDecode } from './partialDecode'

/** Stored 1600 × 1200 and sideways (EXIF 6): 1200 × 1600 upright. */
const sidewaysPhoto = async () => new Blob([await drawnJpeg(1600, 1200, { orientation: 6 })], { type: 'image/jpeg' })
const STORED = { width: 1600, height: 1200 }

describe('drawFromPartialDecode', () => {
  it.runIf(server.browser === 'chromium')(
    'draws a large photo stored sideways upright, at the preview width, as a whole decode would',
    async () => {
      const chosen = await sidewaysPhoto()
      const preview = await drawFromPartialDecode(chosen, 280, STORED)
      if (!preview) throw new Error('not drawn from a partial decode')
      const { width, height, upright, meanDifference } = await differenceFromDownscale(chosen, preview)
      expect(upright).toEqual({ width: 1200, height: 1600 })
      expect([width, height]).toEqual([280, 374])
      // Measured 2.8 here (the eighth-size decode, then smoothing): the same picture, upright.
      expect(meanDifference).toBeLessThan(8)
    },
  )

  it.runIf(server.browser !== 'chromium')(
    'gives way to the whole decode where the engine has no ImageDecoder (WebKit) or decodes to the size asked (Firefox)',
    async () => {
      const chosen = await sidewaysPhoto()
      expect(await drawFromPartialDecode(chosen, 280, STORED)).toBeNull()
      expect(await drawFromPartialDecode(chosen, 280, STORED)).toBeNull()
    },
  )

  it('leaves a photo less than twice the preview width to the whole decode', async () => {
    const small = new Blob([await drawnJpeg(500, 400)], { type: 'image/jpeg' })
    expect(await drawFromPartialDecode(small, 280, { width: 500, height: 400 })).toBeNull()
  })
})
