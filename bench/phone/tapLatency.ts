// Tap-to-next-paint per tap, from the page's tap records and its Event Timing entries.
import type { EventEntry, TapRecord } from '../pages/phoneApi'
import { fmt, percentile } from '../stats'

/**
 * Event Timing's lowest threshold: events faster than this are not reported at all (and the
 * reported durations are rounded to 8 ms). A tap with no entry was faster; its time is unknown.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16
/**
 * The value such a tap counts as: below every measured one, so percentiles rank it right, and 0 in
 * a difference (which then may overstate by up to 16 ms, but never gets the sign wrong).
 */
export const UNDER_THRESHOLD = 0

/**
 * Each tap's time to the next paint: the longest of its pointerdown, pointerup and click entries,
 * matched by start time (an entry's start time is its event's time stamp); UNDER_THRESHOLD when
 * none of its events took 16 ms.
 */
export function tapLatencies(taps: readonly TapRecord[], entries: readonly EventEntry[]): number[] {
  return taps.map((tap) => {
    const stamps: Record<string, number | null> = { pointerdown: tap.down, pointerup: tap.up, click: tap.click }
    let longest = UNDER_THRESHOLD
    for (const entry of entries) {
      const stamp = stamps[entry.name]
      if (stamp !== null && stamp !== undefined && Math.abs(entry.startTime - stamp) < 1)
        longest = Math.max(longest, entry.duration)
    }
    return longest
  })
}

export interface TapSummary {
  /** Taps the page received. */
  taps: number
  /** The first tap after the click on the upload button. */
  first: number
  p50: number
  p95: number
  max: number
}

export function summarizeTaps(latencies: readonly number[]): TapSummary {
  return {
    taps: latencies.length,
    first: latencies[0] ?? Number.NaN,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: percentile(latencies, 100),
  }
}

/**
 * The middle of tap times (of rounds): the lower middle one for an even count, so that it is always a
 * measured time or the under-threshold mark, never the mean of one with the other.
 */
export const tapMedian = (values: readonly number[]) => percentile(values, 50)

/** A tap time for the tables: "<16" for a tap Event Timing did not report. */
export const tapMs = (ms: number) => (ms < EVENT_TIMING_THRESHOLD_MS ? `<${EVENT_TIMING_THRESHOLD_MS}` : fmt(ms, 0))
