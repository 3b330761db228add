import type { State } from '@uppy/core'
import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import type { PanelBody, PanelMeta } from '../core/panelTypes'
import { onBeat, untilNextBeat } from '../core/runBeat'
import { runInProgress } from '../core/runInProgress'
import { runShape } from '../core/runShape'

type PanelState = State<PanelMeta, PanelBody>

/** The part of Uppy's UI plugin that redraws it: Uppy calls `update` after every state change. */
export interface RedrawnPlugin {
  update(state: PanelState): void
}

const MEMBER_INPUT = ['click', 'keydown', 'drop', 'paste', 'change'] as const

function inNextTask(draw: () => void): () => void {
  const timer = setTimeout(draw, 0)
  return () => clearTimeout(timer)
}

/** During a run, redraws the Dashboard at most once per interval, with the newest state, on the status bar's beat
 * (../core/runBeat.ts): Uppy redraws on every state change (each request's start, progress, answer), each diffing the
 * whole list on the main thread a phone needs for sending. In the next task: input in `inputRoot`, a change of the
 * run's shape (../core/runShape.ts), one after a quiet interval; at once: the run's end and changes outside a run.
 * Upstream: @uppy/core 6 `lib/UIPlugin.js:74` only defers each redraw to the next microtask. */
export function limitRedrawsWhileUploading(
  plugin: RedrawnPlugin,
  inputRoot?: EventTarget,
  intervalMs = UPLOAD_REFRESH_INTERVAL_MS,
): () => void {
  const own = plugin.update
  let latest: PanelState | undefined
  let lastDrawn = Number.NEGATIVE_INFINITY
  let drawnShape = ''
  let cancelDraw: (() => void) | undefined
  // Set from the member's input to its task's end: its handlers may change the state later in it or its microtasks.
  let answering: ReturnType<typeof setTimeout> | undefined
  const draw = () => {
    cancelDraw?.()
    cancelDraw = undefined
    lastDrawn = performance.now()
    if (!latest) return
    drawnShape = runShape(latest)
    own.call(plugin, latest)
  }
  const onMemberInput = () => {
    clearTimeout(answering)
    answering = setTimeout(() => {
      answering = undefined
    }, 0)
  }
  for (const type of MEMBER_INPUT) inputRoot?.addEventListener(type, onMemberInput, true)
  plugin.update = (state) => {
    latest = state
    if (!runInProgress(state)) draw()
    // A task of its own: the work that changed the state (a click, a run's requests starting) ends before the diff.
    else if (answering !== undefined || runShape(state) !== drawnShape) {
      cancelDraw?.()
      cancelDraw = inNextTask(draw)
    } else if (cancelDraw === undefined) {
      const now = performance.now()
      const wait = untilNextBeat(lastDrawn, now, intervalMs)
      cancelDraw = wait === 0 ? inNextTask(draw) : onBeat(now + wait, draw)
    }
  }
  return () => {
    cancelDraw?.()
    clearTimeout(answering)
    for (const type of MEMBER_INPUT) inputRoot?.removeEventListener(type, onMemberInput, true)
    plugin.update = own
  }
}
