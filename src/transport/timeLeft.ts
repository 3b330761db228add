/** Progress this soon after a run (re)starts is ignored: socket buffers take the first megabytes at once. */
const SETTLE_MS = 1_500
/** The rate is known once progress has moved over this long after settling... */
const RATE_SPAN_MS = 1_500
/** ...and this many times: Chromium reports in 3–4 MB steps as the server reads, so one step's rate misleads. */
const RATE_STEPS = 3
/** Below this, say nothing: a number would read "0 s" before the end. */
const LEAST_SHOWN_S = 1

interface Reading {
  at: number
  bytes: number
}

/**
 * Seconds left, or null when not known well enough. Uppy's estimate reads the socket-buffer burst, the wait before the
 * first byte, and says 0 s before anything is sent. Here the rate runs from the first move after settling to the last
 * move (holds while the server reads buffered bytes at 100 %; counts whole steps), buffered bytes count as unsent:
 * left = total / rate − time spent, never less than what the progress itself leaves.
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
      // From a move, not between two steps.
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
