// How slow each phone profile makes the browser, set from this machine's speed so that both stand for the
// same phone on any machine. Machines of this kind are not alike: the one these budgets were set on ran the
// fixed loop of ./calibration.ts in about 50 ms at full speed, one on 2026-11-28 in 123 ms. On that one, with
// the first machine's settings, Chromium's 4× throttle kept plain Uppy's previews of 20 photos off the screen
// for 17.5 s (4.6 s on the first machine), and with the browser given a whole core instead of half, the
// compressor's send took 53.7 s where half a core of the first machine had taken 51.3 s.

/** The fixed loop's time at full speed on the machine the phone profiles were chosen on, ms. */
export const REFERENCE_LOOP_MS = 50

/**
 * A mid-range Android phone (Geekbench 6 single-core about 1,000–1,200: Galaxy A35/A55, Pixel 6a–7a class)
 * has about half one core of that machine (AMD EPYC, Zen 3–4 class, about 2,000–2,400; published scores, not
 * measured here): the whole-browser profile gives the browser half of that machine's core.
 */
export const REFERENCE_BROWSER_SHARE = 0.5

/** Chromium's throttle of the page's main thread on that machine, as the outside measure ran it. */
export const REFERENCE_THROTTLE_RATE = 4

const hundredths = (value: number) => Math.round(value * 100) / 100

/**
 * The browser's share of one core that stands for the phone here: a slower machine gives it more, and never
 * more than one core (a page's work is mostly one thread at a time, and a phone's other cores are the
 * system's and the other apps' as much as the browser's) nor less than 5 %.
 */
export const phoneBrowserShare = (fullSpeedLoopMs: number): number =>
  Math.min(1, Math.max(0.05, hundredths((REFERENCE_BROWSER_SHARE * fullSpeedLoopMs) / REFERENCE_LOOP_MS)))

/** Chromium's throttling rate for the page's main thread that stands for the phone here; at least 1 (none). */
export const phoneThrottleRate = (fullSpeedLoopMs: number): number =>
  Math.max(1, hundredths((REFERENCE_THROTTLE_RATE * REFERENCE_LOOP_MS) / fullSpeedLoopMs))
