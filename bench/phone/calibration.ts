// How much slower each phone profile makes script on a page's main thread and in a worker, against the
// browser at full speed: the same fixed loop timed in each place, so the report says what a profile slows.
import type { Page } from 'playwright'
import type { BenchContext } from '../scenarios'
import { open } from '../scenarios'
import { type PhoneContext, phonePage } from './emulation'

/** The loop: about 50 ms at full speed on the machine the profiles were chosen on, long enough for the timer's grain. */
const ITERATIONS = 20_000_000
const SAMPLES = 5

export interface Slowdown {
  /** Under a quota: the browser's processes in its group while the page ran, by Chromium's `--type`. */
  inQuota?: string
  /** The loop's time on a page's main thread at full speed, ms. */
  fullSpeedMs: number
  /** The loop's time on the page's main thread ÷ its time at full speed. */
  mainThread: number
  /** The same in a dedicated worker. */
  worker: number
}

/**
 * Page script, as text (a function handed to the page would carry the bundler's helpers with it): times
 * ITERATIONS of a loop on the main thread and in a worker, SAMPLES times each; the medians in ms.
 */
const TIME_LOOPS = `(async () => {
  const loop = (count) => {
    const start = performance.now()
    let sum = 0
    for (let index = 0; index < count; index++) sum = (sum + index * 7) % 1000003
    return sum >= 0 ? performance.now() - start : NaN
  }
  const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1]
  const page = []
  for (let sample = 0; sample < ${SAMPLES}; sample++) page.push(loop(${ITERATIONS}))
  const url = URL.createObjectURL(new Blob(['const loop = ' + loop + '; onmessage = (event) => postMessage(loop(event.data))']))
  const worker = new Worker(url)
  const inWorker = []
  for (let sample = 0; sample < ${SAMPLES}; sample++)
    inWorker.push(await new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data)
      worker.postMessage(${ITERATIONS})
    }))
  worker.terminate()
  URL.revokeObjectURL(url)
  return { page: median(page), worker: median(inWorker) }
})()`

/** The loop's median time in ms on a page's main thread and in a dedicated worker. */
export type LoopTimes = { page: number; worker: number }

const loopTimes = (page: Page) => page.evaluate<LoopTimes>(TIME_LOOPS)

/** The loop at full speed: in the bench's own browser (`reference`), no emulation. */
export async function measureFullSpeed(reference: BenchContext): Promise<LoopTimes> {
  const plain = await open(reference, 'raw')
  try {
    return await loopTimes(plain.page)
  } finally {
    await plain.close()
  }
}

/** The loop under each profile, against its time at full speed (`full`). */
export async function measureSlowdowns(
  full: LoopTimes,
  profiles: readonly PhoneContext[],
): Promise<Map<PhoneContext['profile']['id'], Slowdown>> {
  const slowdowns = new Map<PhoneContext['profile']['id'], Slowdown>()
  for (const ctx of profiles) {
    const bench = await open(ctx, 'raw', phonePage(ctx.profile))
    try {
      const slowed = await loopTimes(bench.page)
      const inQuota = ctx.quota && [...ctx.quota.members()].map(([type, count]) => `${count} ${type}`).join(', ')
      slowdowns.set(ctx.profile.id, {
        fullSpeedMs: full.page,
        mainThread: slowed.page / full.page,
        worker: slowed.worker / full.worker,
        ...(inQuota ? { inQuota } : {}),
      })
    } finally {
      await bench.close()
    }
  }
  return slowdowns
}
