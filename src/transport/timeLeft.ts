/** Progress before this much time has passed since a run (re)started is not used: socket buffers take the first megabytes at once. */
export const SETTLE_MS = 1_500
/** The rate is known once progress has moved over this long after settling. */
export const RATE_SPAN_MS = 1_500
/**
 * ...and has moved this many times after the move it is measured from. Chromium reports progress in steps of
 * 3–4 MB that come when the server has read room for them, early or late: a rate from one step was once 1.9 MB/s
 * for a server reading 4 MB/s, and the panel said "24 s" with 9 s left.
 */
export const RATE_STEPS = 3
/** Below this, "time left" says nothing: a number would read "0 s" before the end. */
const LEAST_SHOWN_S = 1

interface Reading {
  at: number
  bytes: number
}

/**
 * Time left of a run in seconds, or null when it is not known well enough to say. Uppy's own
 * estimate went wrong three ways: it reads the first moments, when the browser's socket buffers
 * take megabytes at once (0 s at 27 %); it reads the pause before the first byte (1 h 28 min for
 * 5 s of work); and it said 0 s before anything was sent. Here the rate is the average from the
 * first move of the progress after the run settled to the last moment it moved (so it holds while
 * the progress stands at 100 % and the server still reads what the buffers took; from move to move,
 * so progress in steps counts whole steps), and those buffered bytes are counted as not yet sent: at
 * a steady rate the whole run takes `total / rate`, so what is left is that minus the time spent,
 * never less than what the progress itself says is left.
 */
export function createTimeLeft() {
  let total = -1
  let start: Reading = { at: 0, bytes: 0 }
  let settled: Reading | undefined
  let moved = start
  let movesSinceSettled = 0

  return (at: number, bytes: number, totalBytes: number): number | null => {
    // A new run, files added or removed, or a restart (a resume sends a file again from its start).
    if (totalBytes !== total || bytes < moved.bytes) {
      total = totalBytes
      start = moved = { at, bytes }
      settled = undefined
      movesSinceSettled = 0
    }
    const movedNow = bytes > moved.bytes
    if (movedNow) moved = { at, bytes }
    if (!settled) {
      // Measured from a move, not from a moment between two steps: from move to move the time holds whole steps.
      if (movedNow && at - start.at >= SETTLE_MS) settled = moved
      return null
    }
    if (movedNow) movesSinceSettled++
    if (moved.at - settled.at < RATE_SPAN_MS || movesSinceSettled < RATE_STEPS) return null
    const rate = (moved.bytes - settled.bytes) / (moved.at - settled.at)
    const left = Math.max((total - start.bytes) / rate - (at - start.at), (total - bytes) / rate) / 1000
    return left >= LEAST_SHOWN_S ? left : null
  }
}
