import type { State } from '@uppy/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import type { PanelBody, PanelMeta } from '../core/panelTypes'
import { limitRedrawsWhileUploading, type RedrawnPlugin } from './limitRedraws'

type PanelState = State<PanelMeta, PanelBody>

/**
 * A state that differs by `label`, with or without a run in progress, its file `a` being sent from `startedAt` (only
 * what the limiter reads).
 */
const state = (label: string, uploading: boolean, sending = true) =>
  ({
    label,
    currentUploads: uploading ? { run: { fileIDs: ['a'] } } : {},
    files: { a: { progress: { uploadStarted: sending ? 1 : null, uploadComplete: false } } },
    error: null,
  }) as unknown as PanelState

/** A plugin whose own `update` records the states it was asked to draw. */
function recordingPlugin() {
  const drawn: string[] = []
  const plugin: RedrawnPlugin = {
    update(next) {
      drawn.push((next as unknown as { label: string }).label)
    },
  }
  return { plugin, drawn, own: plugin.update }
}

describe('limitRedrawsWhileUploading', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('during a run, draws a change of its shape (a file began to be sent) in the next task, not on the beat', async () => {
    const { plugin, drawn } = recordingPlugin()
    limitRedrawsWhileUploading(plugin)
    plugin.update(state('run started, photos prepared', true, false))
    await vi.advanceTimersByTimeAsync(0)
    plugin.update(state('progress of the preparation', true, false))
    await vi.advanceTimersByTimeAsync(10)
    expect(drawn).toEqual(['run started, photos prepared'])
    // The rows' own pause comes with the start of their sending, in the next task.
    plugin.update(state('file a sent', true, true))
    await vi.advanceTimersByTimeAsync(0)
    expect(drawn).toEqual(['run started, photos prepared', 'file a sent'])
  })

  it('draws every change at once outside a run', () => {
    const { plugin, drawn } = recordingPlugin()
    limitRedrawsWhileUploading(plugin)
    for (const label of ['a', 'b', 'c']) plugin.update(state(label, false))
    expect(drawn).toEqual(['a', 'b', 'c'])
  })

  it('during a run, draws the first change in the next task and then at most once per interval, the newest state', async () => {
    const { plugin, drawn } = recordingPlugin()
    limitRedrawsWhileUploading(plugin)
    plugin.update(state('start', true))
    plugin.update(state('requests sent', true))
    expect(drawn).toEqual([])
    await vi.advanceTimersByTimeAsync(0)
    expect(drawn).toEqual(['requests sent'])

    for (const label of ['p1', 'p2', 'p3']) plugin.update(state(label, true))
    expect(drawn).toEqual(['requests sent'])
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS - 1)
    expect(drawn).toEqual(['requests sent'])
    await vi.advanceTimersByTimeAsync(1)
    expect(drawn).toEqual(['requests sent', 'p3'])

    // The end of a run is drawn at once, with its final state; the waiting redraw is dropped.
    plugin.update(state('p4', true))
    plugin.update(state('done', false))
    expect(drawn).toEqual(['requests sent', 'p3', 'done'])
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
    expect(drawn).toEqual(['requests sent', 'p3', 'done'])
  })

  it('during a run, draws later changes on the beat the status bar keeps (../core/runBeat.ts), not on a clock of its own', async () => {
    const { plugin, drawn } = recordingPlugin()
    limitRedrawsWhileUploading(plugin)
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS * 4 + 60)
    plugin.update(state('first', true))
    await vi.advanceTimersByTimeAsync(0)
    expect(drawn).toEqual(['first'])
    plugin.update(state('second', true))
    // Drawn at 5 × the interval, where every view of the run draws: not an interval after the first.
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS - 61)
    expect(drawn).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(1)
    expect(drawn).toEqual(['first', 'second'])
    expect(performance.now()).toBe(UPLOAD_REFRESH_INTERVAL_MS * 5)
  })

  it("draws the change a member's click, key or added files make in the next task, without waiting for the interval", async () => {
    const { plugin, drawn } = recordingPlugin()
    const root = new EventTarget()
    const stop = limitRedrawsWhileUploading(plugin, root)
    plugin.update(state('start', true))
    await vi.advanceTimersByTimeAsync(0)
    plugin.update(state('progress', true))
    const inputs = ['click', 'keydown', 'drop', 'paste', 'change']
    for (const type of inputs) {
      root.dispatchEvent(new Event(type))
      plugin.update(state(type, true))
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(drawn).toEqual(['start', ...inputs])

    // Progress after the input's task waits for the interval again.
    plugin.update(state('later progress', true))
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS - 1)
    expect(drawn).toEqual(['start', ...inputs])
    await vi.advanceTimersByTimeAsync(1)
    expect(drawn).toEqual(['start', ...inputs, 'later progress'])

    // Stopped: the plugin draws through its own update again, at once.
    stop()
    root.dispatchEvent(new Event('click'))
    plugin.update(state('after stop', true))
    expect(drawn).toEqual(['start', ...inputs, 'later progress', 'after stop'])
  })

  it('draws a change in the next task after a quiet interval during a run (a click shows without waiting)', async () => {
    const { plugin, drawn } = recordingPlugin()
    limitRedrawsWhileUploading(plugin)
    plugin.update(state('start', true))
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS * 3)
    plugin.update(state('paused', true))
    await vi.advanceTimersByTimeAsync(0)
    expect(drawn).toEqual(['start', 'paused'])
  })

  it('gives the plugin its own update back and drops a waiting redraw when stopped', async () => {
    const { plugin, drawn, own } = recordingPlugin()
    const stop = limitRedrawsWhileUploading(plugin)
    plugin.update(state('start', true))
    await vi.advanceTimersByTimeAsync(0)
    plugin.update(state('waiting', true))
    stop()
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
    expect(drawn).toEqual(['start'])
    expect(plugin.update).toBe(own)
  })
})
