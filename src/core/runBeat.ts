import { UPLOAD_REFRESH_INTERVAL_MS } from './config'

/** How long a view of the run waits to redraw a change. All views share one beat of the page's clock, as a redraw costs
 * a frame whatever changed. The first change after a quiet interval is news (the run started, a file failed after a
 * long wait), drawn at once; later ones wait for the next beat at least half an interval after the last. */
export function untilNextBeat(lastDrawnMs: number, nowMs: number, intervalMs = UPLOAD_REFRESH_INTERVAL_MS): number {
  if (nowMs - lastDrawnMs >= intervalMs) return 0
  let beat = Math.ceil(nowMs / intervalMs) * intervalMs
  if (beat - lastDrawnMs < intervalMs / 2) beat += intervalMs
  return beat - nowMs
}

const beats = new Map<number, { views: Set<() => void>; timer: ReturnType<typeof setTimeout> }>()

/** Draws `view` at `atMs` in one task with the beat's others (a task each lets a frame in); a throw stops none. */
export function onBeat(atMs: number, view: () => void): () => void {
  const at = Math.round(atMs)
  let beat = beats.get(at)
  if (!beat) {
    const views = new Set<() => void>()
    const drawAll = () => {
      beats.delete(at)
      for (const draw of views) {
        try {
          draw()
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    }
    beat = { views, timer: setTimeout(drawAll, Math.max(0, at - performance.now())) }
    beats.set(at, beat)
  }
  const waiting = beat
  waiting.views.add(view)
  return () => {
    waiting.views.delete(view)
    if (waiting.views.size > 0 || beats.get(at) !== waiting) return
    clearTimeout(waiting.timer)
    beats.delete(at)
  }
}
