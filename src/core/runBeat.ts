import { UPLOAD_REFRESH_INTERVAL_MS } from './config'

/**
 * How long a view of the run waits before it redraws a change, given when it last drew.
 *
 * While files are sent, every view of the run (the Dashboard's list, the status bar, the list's title)
 * redraws on one shared beat of the page's clock: a redraw costs a whole frame — style, layout, paint
 * and compositing of the page — whatever changed, so views on clocks of their own cost a frame each
 * (measured on a 40 × 2 MB run: the status bar once per frame and the list every 250 ms took 9.7 ms of
 * main thread per MB; both on the beat, 7.1). The first change after a quiet interval is drawn at once
 * (it is news: the run started, a file failed after a long wait); later ones on the next beat at least
 * half an interval after the last drawing.
 */
export function untilNextBeat(lastDrawnMs: number, nowMs: number, intervalMs = UPLOAD_REFRESH_INTERVAL_MS): number {
  if (nowMs - lastDrawnMs >= intervalMs) return 0
  let beat = Math.ceil(nowMs / intervalMs) * intervalMs
  if (beat - lastDrawnMs < intervalMs / 2) beat += intervalMs
  return beat - nowMs
}

/** The views waiting for each beat, by its time on the page's clock. */
const beats = new Map<number, { views: Set<() => void>; timer: ReturnType<typeof setTimeout> }>()

/**
 * Draws `view` on the beat `atMs` (now + `untilNextBeat`), in one task with every view of the page waiting
 * for that beat: a task each let the browser draw a frame between them, two frames a beat (traced while
 * photos were sent), each a whole frame of style, layout, paint and compositing. Returns a function that
 * takes the drawing back. A view that throws does not keep the others from drawing.
 */
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
