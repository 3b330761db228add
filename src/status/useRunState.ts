import type { State } from '@uppy/core'
import { useEffect, useReducer } from 'react'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { onBeat, untilNextBeat } from '../core/runBeat'
import { runInProgress } from '../core/runInProgress'
import { runShape } from '../core/runShape'

type PanelState = State<PanelMeta, PanelBody>

/** While files are sent, the time left counts down even when no progress comes in. */
const TICK_MS = 1_000

/** Uppy's state for a view of the run, drawn at once outside a run. During one (dozens of changes a second), a change
 * of what the member can do (`runShape`: started, paused, a file failed) is drawn next frame, progress on the beat all
 * run views keep (../core/runBeat.ts) so list and bar change together, and the time left once a second. React renders
 * after the beat in a task of its own: in the beat's task (flushSync) it made that task too long. */
export function useRunState(uppy: PanelUppy): PanelState {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    let frame: number | undefined
    let cancelBeat: (() => void) | undefined
    let tick: ReturnType<typeof setInterval> | undefined
    let lastDrawn = Number.NEGATIVE_INFINITY
    let drawnShape = ''
    const draw = () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      cancelBeat?.()
      frame = undefined
      cancelBeat = undefined
      lastDrawn = performance.now()
      drawnShape = runShape(uppy.getState())
      redraw()
    }
    const onChange = () => {
      const state = uppy.getState()
      const running = runInProgress(state)
      if (running && tick === undefined) tick = setInterval(onChange, TICK_MS)
      if (!running) {
        clearInterval(tick)
        tick = undefined
        draw()
        return
      }
      if (frame !== undefined) return
      const now = performance.now()
      const wait = runShape(state) === drawnShape ? untilNextBeat(lastDrawn, now) : 0
      if (wait === 0) {
        cancelBeat?.()
        cancelBeat = undefined
        frame = requestAnimationFrame(draw)
      } else cancelBeat ??= onBeat(now + wait, draw)
    }
    const unsubscribe = uppy.store.subscribe(onChange)
    onChange()
    return () => {
      unsubscribe()
      clearInterval(tick)
      cancelBeat?.()
      if (frame !== undefined) cancelAnimationFrame(frame)
    }
  }, [uppy])
  return uppy.getState()
}
