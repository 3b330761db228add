import type { State } from '@uppy/core'
import type { PanelBody, PanelMeta } from '../core/panelTypes'

/** How often, at most, the Dashboard redraws while files are being sent. */
export const UPLOAD_REDRAW_INTERVAL_MS = 100

type PanelState = State<PanelMeta, PanelBody>

/** The part of Uppy's UI plugin that redraws it: Uppy calls `update` after every state change. */
export interface RedrawnPlugin {
  update(state: PanelState): void
}

/**
 * While files are being sent, lets the Dashboard redraw at most once per
 * interval, with the newest state. Uppy redraws it after every state change,
 * and during a run those come from every request's start, progress and answer:
 * over a hundred redraws a second with many files, each diffing the whole list,
 * on the main thread a phone also needs to hand the browser the bytes. A change
 * after a quiet interval is drawn in the next task (a click on "Wstrzymaj" shows
 * without waiting); outside a run every change is drawn at once. Returns a
 * function that gives the plugin its own `update` back.
 */
export function limitRedrawsWhileUploading(plugin: RedrawnPlugin, intervalMs = UPLOAD_REDRAW_INTERVAL_MS): () => void {
  const own = plugin.update
  let latest: PanelState | undefined
  let lastDrawn = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  const draw = () => {
    timer = undefined
    lastDrawn = performance.now()
    if (latest) own.call(plugin, latest)
  }
  plugin.update = (state) => {
    latest = state
    if (timer !== undefined) return
    if (Object.keys(state.currentUploads).length === 0) draw()
    // In a task of its own even after a quiet interval: the work that changed the state (starting
    // every request of a run) finishes first instead of waiting for the whole list to be diffed.
    else timer = setTimeout(draw, Math.max(0, lastDrawn + intervalMs - performance.now()))
  }
  return () => {
    clearTimeout(timer)
    plugin.update = own
  }
}
