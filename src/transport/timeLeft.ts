/** Progress before this much time has passed since a run (re)started is not used: socket buffers take the first megabytes at once. */
export const SETTLE_MS = 1_500
/** The rate is known once progress has moved over this long after settling. */
export const RATE_SPAN_MS = 1_500
/** Below this, "time left" says nothing: a number would read "0 s" before the end. */
const LEAST_SHOWN_S = 1

/**
 * Time left of a run in seconds, or null when it is not known well enough to say. Uppy's own
 * estimate went wrong three ways: it reads the first moments, when the browser's socket buffers
 * take megabytes at once (0 s at 27 %); it reads the pause before the first byte (1 h 28 min for
 * 5 s of work); and it said 0 s before anything was sent. Here the rate is the average from the
 * moment the run settled to the last moment the progress moved (so it holds while the progress
 * stands at 100 % and the server still reads what the buffers took), and those buffered bytes are
 * counted as not yet sent: at a steady rate the whole run takes `total / rate`, so what is left is
 * that minus the time spent, never less than what the progress itself says is left.
 */
export function createTimeLeft() {
  let total = -1
  let start = { at: 0, bytes: 0 }
  let settled: { at: number; bytes: number } | undefined
  let moved = start

  return (at: number, bytes: number, totalBytes: number): number | null => {
    // A new run, files added or removed, or a restart (a resume sends a file again from its start).
    if (totalBytes !== total || bytes < moved.bytes) {
      total = totalBytes
      start = moved = { at, bytes }
      settled = undefined
    }
    if (at - start.at < SETTLE_MS) return null
    settled ??= { at, bytes }
    if (bytes > moved.bytes) moved = { at, bytes }
    if (moved.at - settled.at < RATE_SPAN_MS || moved.bytes <= settled.bytes) return null
    const rate = (moved.bytes - settled.bytes) / (moved.at - settled.at)
    const left = Math.max((total - start.bytes) / rate - (at - start.at), (total - bytes) / rate) / 1000
    return left >= LEAST_SHOWN_S ? left : null
  }
}
