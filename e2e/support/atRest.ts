// Whether a part of the page has come to rest, read as one fact for every test that measures, taps or checks
// colours. Uppy's `Slide` puts a view in at its start (`-enter`: 105 % up, opacity 0.01) and starts the transition
// on the next frame; until that frame no animation runs, so `getAnimations()` alone reads a card still to slide in
// as at rest. On a loaded machine that frame came late: a tap aimed at the card's button landed on the host's form
// above the panel, and typed text went into a field that was then drawn again from Uppy's state.
import { inTransition } from '../../src/test/selectors'
import type { EnginePage } from './engines'

/**
 * Whether anything in the first element matching `selector`, itself included, is moving: in one of Uppy's
 * transitions, or running a finite animation (endless ones, the indeterminate progress stripes, never rest).
 */
export function isMoving(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate(
    ([s, transition]) => {
      const root = document.querySelector(s)
      if (!root) return false
      if (root.closest(transition) || root.querySelector(transition)) return true
      return root
        .getAnimations({ subtree: true })
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        )
    },
    [selector, inTransition] as const,
  )
}

/** Waits until nothing in `selector` is moving, at most `timeoutMs`; whether it came to rest. */
export async function untilAtRest(page: EnginePage, selector: string, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!(await isMoving(page, selector))) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
