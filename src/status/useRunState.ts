import type { State } from '@uppy/core'
import { useEffect, useReducer } from 'react'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { runInProgress } from '../core/runInProgress'

type PanelState = State<PanelMeta, PanelBody>

/** While files are sent, the time left counts down even when no progress comes in. */
const TICK_MS = 1_000

/**
 * Uppy's state for a view of the run, redrawn at most once per frame while a run is in progress
 * (its requests change the state dozens of times a second, each progress event once) and at once
 * outside a run, and once a second during a run for what depends on time alone (the time left).
 */
export function useRunState(uppy: PanelUppy): PanelState {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    let frame: number | undefined
    let tick: ReturnType<typeof setInterval> | undefined
    const drawInFrame = () => {
      frame = undefined
      redraw()
    }
    const onChange = () => {
      const running = runInProgress(uppy.getState())
      if (running && tick === undefined) tick = setInterval(redraw, TICK_MS)
      if (!running) {
        clearInterval(tick)
        tick = undefined
      }
      if (!running) redraw()
      else frame ??= requestAnimationFrame(drawInFrame)
    }
    const unsubscribe = uppy.store.subscribe(onChange)
    onChange()
    return () => {
      unsubscribe()
      clearInterval(tick)
      if (frame !== undefined) cancelAnimationFrame(frame)
    }
  }, [uppy])
  return uppy.getState()
}
