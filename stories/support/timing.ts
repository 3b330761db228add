/** Waits `ms`: to prove that something does NOT happen (e.g. no automatic upload), or for a documented delay. */
export function quietPeriod(ms = 400): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * How long held requests wait before answering: far beyond any test or review
 * session, so a story showing "uploading" stays there. Story cleanup releases them.
 */
export const HOLD_MS = 10 * 60 * 1000
