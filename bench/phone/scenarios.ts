// The phone profile's scenarios; each runs one variant once, in a fresh page emulating the phone.
import { setTimeout as sleep } from 'node:timers/promises'
import type { CDPSession } from 'playwright'
import type { BenchPage } from '../browser'
import type { FileSpec } from '../pages/api'
import type { PhotoAddTimes } from '../pages/phoneApi'
import {
  assertAllStored,
  CLICK_AFTER_LISTED_MS,
  emptyStorage,
  nextPrefix,
  open,
  type PageName,
  throughput,
  type UploadResult,
} from '../scenarios'
import { type PhoneContext, phonePage } from './emulation'
import type { Photo } from './photos'
import { findRenderer, samplePeakRss } from './rendererMemory'
import { summarizeTaps, type TapSummary, tapLatencies } from './tapLatency'

export type UiVariant = 'baseline' | 'panel'

/** How long memory is still sampled after the on-screen previews are drawn (the work they leave behind). */
const RSS_TAIL_MS = 2000
/** How long a finger rests on the glass in a tap. */
const TAP_HOLD_MS = 50

/** The wait for an upload: the page limit, or four times what the uplink needs for the bytes when that is longer. */
export function uploadLimitMs(files: { count: number; size: number }, uplinkMbitPerS: number | null, limitMs: number) {
  if (uplinkMbitPerS === null) return limitMs
  return Math.max(limitMs, 4 * ((files.count * files.size * 8) / (uplinkMbitPerS * 1e6)) * 1000)
}

/** Rejects when `promise` has not settled within `ms`: a hung page must not hang the bench. */
export async function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([promise, limit])
  } finally {
    clearTimeout(timer)
  }
}

/** What the page holds while its renderer is looked for: far more than anything else grows by meanwhile. */
const MARKER_BYTES = 96 * 1024 * 1024

/** The page's renderer process, found by the memory the page is made to hold for a moment. */
const rendererOf = (bench: BenchPage) =>
  findRenderer(
    MARKER_BYTES,
    () =>
      bench.page.evaluate((bytes) => {
        // Written to, so that every page of it is resident.
        ;(window as unknown as { __marker?: Uint8Array }).__marker = new Uint8Array(bytes).fill(1)
      }, MARKER_BYTES),
    async () => {
      await bench.page.evaluate(() => {
        ;(window as unknown as { __marker?: Uint8Array }).__marker = undefined
      })
      // Gone before anything is measured: a collected buffer's memory goes back to the system.
      await bench.cdp.send('HeapProfiler.collectGarbage')
    },
  )

/**
 * A phone page (over an uplink of `uplinkMbitPerS`, or on the local link) holding the photos as picked
 * files, and its renderer process.
 */
export async function pageWithPhotos(
  ctx: PhoneContext,
  page: PageName,
  photos: readonly Photo[],
  uplinkMbitPerS: number | null = null,
) {
  const bench = await open(ctx, page, phonePage(ctx.profile, uplinkMbitPerS))
  const renderer = await rendererOf(bench)
  if (ctx.quota && !(renderer && ctx.quota.holds(renderer)))
    throw new Error(`The page's renderer (${renderer ?? 'not found'}) is not under the whole-browser quota`)
  await bench.page.evaluate(() => window.bench.mount())
  await bench.page.evaluate((spec) => window.bench.makeFiles(spec), {
    kind: 'photo',
    count: photos.length,
    size: 0,
    prefix: nextPrefix('photo'),
    urls: photos.map((photo) => `photos/${photo.file}`),
  } satisfies FileSpec)
  // Let what loading the files started settle before measuring.
  await sleep(500)
  return { bench, renderer }
}

/** The renderer's peak resident memory on a page without an uploader, holding the same files. */
export async function idleRss(ctx: PhoneContext, photos: readonly Photo[]): Promise<number> {
  const { bench, renderer } = await pageWithPhotos(ctx, 'raw', photos)
  try {
    const sampler = samplePeakRss(renderer)
    await sleep(RSS_TAIL_MS)
    return sampler.stop()
  } finally {
    await bench.close()
  }
}

export interface PhotoRun extends PhotoAddTimes {
  /** The renderer's peak VmRSS from the pick until RSS_TAIL_MS after the on-screen previews. */
  peakRssBytes: number
}

/** The phone photos picked at once: listing, first preview, every on-screen preview, long tasks, memory. */
export async function addPhotos(
  ctx: PhoneContext,
  variant: UiVariant,
  photos: readonly Photo[],
  limitMs: number,
): Promise<PhotoRun> {
  const { bench, renderer } = await pageWithPhotos(ctx, variant, photos)
  try {
    const sampler = samplePeakRss(renderer)
    const times = await bounded(
      bench.page.evaluate((limit) => window.benchPhone.addPhotos(limit), limitMs),
      limitMs + 30_000,
      `${variant}: adding photos`,
    )
    await sleep(RSS_TAIL_MS)
    return { ...times, peakRssBytes: sampler.stop() }
  } finally {
    await bench.close()
  }
}

/** One tap: the finger down, a short rest, up. Not awaited between taps: a member taps on whether the page answers or not. */
async function tap(cdp: CDPSession, point: { x: number; y: number }): Promise<void> {
  const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await sleep(TAP_HOLD_MS)
  await Promise.all([down, cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })])
}

export interface TapRun extends TapSummary {
  /** Taps sent (the page must have received them all). */
  sent: number
  uploadMs: number
}

/**
 * `count` × `size` PDFs uploaded (over an uplink of `uplinkMbitPerS`, or the local link) while the
 * list's title is tapped every `tapEveryMs` from the click on the upload button until the upload ends.
 */
export async function tapsDuringUpload(
  ctx: PhoneContext,
  variant: UiVariant,
  files: { count: number; size: number },
  options: { uplinkMbitPerS: number | null; tapEveryMs: number; limitMs: number },
): Promise<TapRun> {
  ctx.server.reset()
  const limitMs = uploadLimitMs(files, options.uplinkMbitPerS, options.limitMs)
  const bench = await open(ctx, variant, phonePage(ctx.profile, options.uplinkMbitPerS))
  try {
    const { page, cdp } = bench
    await page.evaluate(() => window.bench.mount())
    await page.evaluate((spec) => window.bench.makeFiles(spec), {
      kind: 'pdf',
      count: files.count,
      size: files.size,
      prefix: nextPrefix('tap'),
    } satisfies FileSpec)
    await page.evaluate(() => window.bench.add())
    await sleep(CLICK_AFTER_LISTED_MS)
    const point = await page.evaluate(() => window.benchPhone.harmlessTapPoint())
    await page.evaluate(() => window.benchPhone.startTapLog())
    await page.evaluate((limit) => window.benchPhone.startUpload(limit), limitMs)
    let done = false
    const finished = bounded(
      page.evaluate(() => window.benchPhone.uploadFinished()),
      limitMs + 30_000,
      `${variant}: upload`,
    ).finally(() => {
      done = true
    })
    const settled = finished.then(
      () => undefined,
      () => undefined,
    )
    const taps: Promise<void>[] = []
    for (let next = Date.now() + options.tapEveryMs; ; next += options.tapEveryMs) {
      await Promise.race([sleep(Math.max(0, next - Date.now())), settled])
      if (done) break
      const sending = tap(cdp, point)
      // Awaited below; if the upload fails first, the page closes under it and that is no news.
      sending.catch(() => {})
      taps.push(sending)
    }
    const uploadMs = await finished
    await bounded(Promise.all(taps), 60_000, `${variant}: taps`)
    await page.waitForFunction((sent) => window.benchPhone.tapLog().taps.length >= sent, taps.length, {
      timeout: 60_000,
    })
    // Event Timing entries reach the observer after the paint that ends them.
    await sleep(300)
    const log = await page.evaluate(() => window.benchPhone.tapLog())
    const acted = log.taps.filter((record) => record.control !== null)
    if (acted.length > 0) throw new Error(`${variant}: ${acted.length} tap(s) landed on ${acted[0]?.control}`)
    if (log.selection) throw new Error(`${variant}: the taps selected "${log.selection}"`)
    assertAllStored(ctx, variant, files.count)
    return { ...summarizeTaps(tapLatencies(log.taps, log.entries)), sent: taps.length, uploadMs }
  } finally {
    await bench.close()
    await emptyStorage(ctx.server)
  }
}

/** `count` × `size` PDFs over an uplink of `uplinkMbitPerS`: the throughput scenario on the phone. */
export function uploadOverUplink(
  ctx: PhoneContext,
  variant: 'raw' | UiVariant,
  files: { count: number; size: number },
  uplinkMbitPerS: number,
  limitMs: number,
): Promise<UploadResult> {
  return throughput(ctx, variant, files.count, files.size, {
    page: phonePage(ctx.profile, uplinkMbitPerS),
    timeoutMs: uploadLimitMs(files, uplinkMbitPerS, limitMs),
  })
}
