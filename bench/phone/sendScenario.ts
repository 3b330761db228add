// The phone profile's send scenario: phone photos picked at once and sent over a slow uplink by an
// uploader that scales them first (the panel with `resizePhotos`, plain Uppy with @uppy/compressor) or
// not (plain Uppy); one variant once, in a fresh phone page.
import type { PhotoSendTimes } from '../pages/phoneApi'
import { assertAllStored, CLICK_AFTER_LISTED_MS, emptyStorage, type PageName } from '../scenarios'
import type { PhoneContext } from './emulation'
import type { Photo } from './photos'
import { samplePeakRss } from './rendererMemory'
import { bounded, pageWithPhotos, uploadLimitMs } from './scenarios'
import { judgeStoredPhotos, type StoredPhotos, storedFiles } from './storedPhotos'

export const SEND_VARIANTS = ['baseline', 'compressor', 'panel'] as const
export type SendVariant = (typeof SEND_VARIANTS)[number]

const PAGE: Record<SendVariant, PageName> = {
  baseline: 'baseline',
  compressor: 'baselineCompressor',
  panel: 'panelResized',
}

export interface SendRun extends PhotoSendTimes {
  /** The renderer's peak VmRSS from the pick until the completion callback. */
  peakRssBytes: number
  /** What the server stored, as its record of each file says. */
  stored: StoredPhotos
}

/** `photos` picked at once in `variant`'s page and sent over an uplink of `uplinkMbitPerS`. */
export async function sendPhotos(
  ctx: PhoneContext,
  variant: SendVariant,
  photos: readonly Photo[],
  uplinkMbitPerS: number,
  limitMs: number,
): Promise<SendRun> {
  ctx.server.reset()
  const largest = Math.max(...photos.map((photo) => photo.bytes))
  const waitMs = uploadLimitMs({ count: photos.length, size: largest }, uplinkMbitPerS, limitMs)
  const { bench, renderer } = await pageWithPhotos(ctx, PAGE[variant], photos, uplinkMbitPerS)
  try {
    const sampler = samplePeakRss(renderer)
    const times = await bounded(
      bench.page.evaluate(({ clickAfterMs, timeoutMs }) => window.benchPhone.sendPhotos(clickAfterMs, timeoutMs), {
        clickAfterMs: CLICK_AFTER_LISTED_MS,
        timeoutMs: waitMs,
      }),
      // The page waits for the listing and then for the upload, each up to `waitMs`.
      2 * waitMs + 30_000,
      `${variant}: sending photos`,
    )
    const peakRssBytes = sampler.stop()
    assertAllStored(ctx, PAGE[variant], photos.length)
    return { ...times, peakRssBytes, stored: judgeStoredPhotos(storedFiles(ctx.server.requests()), photos) }
  } finally {
    await bench.close()
    await emptyStorage(ctx.server)
  }
}
