import { UPLOAD_REFRESH_INTERVAL_MS } from './config'

/** How long a view of the run waits to redraw a change, given when it last drew. While files are sent, every view (the
 * Dashboard's list, the status bar, the list's title) redraws on one beat of the page's clock: a redraw costs a whole
 * frame whatever changed, so views on clocks of their own cost a frame each. The first change after a quiet interval
 * is drawn at once (it is news: the run started, a file failed after a long wait); later ones on the next beat at
 * least half an interval after the last drawing. */
export function untilNextBeat(lastDrawnMs: number, nowMs: number, intervalMs = UPLOAD_REFRESH_INTERVAL_MS): number {
  if (nowMs - lastDrawnMs >= intervalMs) return 0
  let beat = Math.ceil(nowMs / intervalMs) * intervalMs
  if (beat - lastDrawnMs < intervalMs / 2) beat += intervalMs
  return beat - nowMs
}

/** The views waiting for each beat, by its time on the page's clock. */
const beats = new Map<number, { views: Set<() => void>; timer: ReturnType<typeof setTimeout> }>()

/** Draws `view` on the beat `atMs` (now + `untilNextBeat`) in one task with every view waiting for it (a task each let
 * the browser draw a frame between them). Returns what takes the drawing back; a view that throws stops no other. */
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
