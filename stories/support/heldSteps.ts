/**
 * Processing steps that stay "in progress" until the story is left, so the
 * preprocessing and postprocessing statuses can be looked at (and captured) at rest.
 */
import type { ProcessingStep } from '../../src'

const waiting = new Set<() => void>()

/** A step showing `message` whose work never finishes by itself. */
export function heldStep(message: string): ProcessingStep {
  return {
    message,
    run: () => new Promise<void>((resolve) => waiting.add(resolve)),
  }
}

/** Lets every held step finish (story cleanup). */
export function releaseHeldSteps(): void {
  for (const resolve of [...waiting]) resolve()
  waiting.clear()
}
