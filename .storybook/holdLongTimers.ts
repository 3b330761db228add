/**
 * The visual capture shows a story's end state, the one its play function asserted. Notices leave on their
 * own after 4–5 s (the specification), and on a slow machine the axe check that follows the play function
 * has outlasted that: the capture then missed the notice the play function had just found. So where
 * stories are captured, a timer of `HOLD_FROM_MS` or more that comes due after the play function is held
 * and dropped with the story. During the play function every timer runs as it is (stories wait for notices
 * to leave), and Firefox and WebKit, which are not captured, never hold one.
 */
const HOLD_FROM_MS = 4_000

const realSetTimeout = window.setTimeout
let armed = false
let holding = false

/** From now on, long timers can be held (`holdLongTimersAfterPlay`); the test runner's setup calls this. */
export function armLongTimerHold(): void {
  armed = true
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || !((delay ?? 0) >= HOLD_FROM_MS)) return realSetTimeout(handler, delay, ...args)
    return realSetTimeout(() => {
      if (!holding) (handler as (...callbackArgs: unknown[]) => void)(...args)
    }, delay)
  }) as typeof window.setTimeout
}

/** The play function has ended: long timers that come due now are held, where the runner armed the hold. */
export function holdLongTimersAfterPlay(): void {
  if (armed) holding = true
}

/** After the capture: timers run again (those held stay dropped). */
export function releaseLongTimers(): void {
  armed = false
  holding = false
  window.setTimeout = realSetTimeout
}
