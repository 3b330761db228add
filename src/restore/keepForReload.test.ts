// Restore (`restoreKey`) whose chunk cannot load: the panel works on, the member is told that chosen files
// will not come back after a reload, and the chunk is asked for again when files are next added.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onDemand } from '../core/onDemand'
import * as unavailable from '../i18n/unavailableChunks'
import { addPng, closeTestPanel, createTestPanel, settle, type TestPanel } from '../test/panelHarness'
import { keepForReload } from './keepForReload'
import type { RestoreKeeper } from './RestoreKeeper'

const OPTIONS = { restoreKey: 'member-1', maxAgeMs: 60_000 }

/** A chunk whose first `failures` loads fail as a missing file does; its keeper records that it started and stopped. */
function flakyKeeperChunk(failures: number) {
  const started: string[] = []
  let loads = 0
  class RecordingKeeper {
    constructor(_uppy: unknown, _context: unknown, options: { restoreKey: string }) {
      started.push(options.restoreKey)
    }
    stop() {
      started.push('stopped')
    }
  }
  const load = onDemand(async () => {
    loads += 1
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return { RestoreKeeper: RecordingKeeper as unknown as typeof RestoreKeeper }
  })
  return { load, started, loads: () => loads }
}

describe('keeping files for a reload when its chunk cannot load', () => {
  let panel: TestPanel
  afterEach(() => closeTestPanel(panel))

  it('tells the member, lets files be added, and starts keeping once a later add loads the chunk', async () => {
    panel = createTestPanel()
    const tell = vi.spyOn(panel.context.feedback, 'tell')
    const chunk = flakyKeeperChunk(1)
    const stop = keepForReload(panel.uppy, panel.context, OPTIONS, chunk.load)
    await settle()
    expect(tell.mock.calls).toEqual([['warning', unavailable.restoreUnavailable]])
    expect(chunk.started).toEqual([])

    addPng(panel.uppy)
    await settle()
    expect(panel.uppy.getFiles()).toHaveLength(1)
    expect(chunk.loads()).toBe(2)
    expect(chunk.started).toEqual([OPTIONS.restoreKey])
    // Loaded: further adds ask for nothing.
    addPng(panel.uppy, 'b.png')
    await settle()
    expect(chunk.loads()).toBe(2)
    expect(tell).toHaveBeenCalledTimes(1)

    stop()
    expect(chunk.started).toEqual([OPTIONS.restoreKey, 'stopped'])
  })

  it('asks for nothing more once stopped (the panel unmounted, the key changed)', async () => {
    panel = createTestPanel()
    const chunk = flakyKeeperChunk(5)
    const stop = keepForReload(panel.uppy, panel.context, OPTIONS, chunk.load)
    await settle()
    stop()
    addPng(panel.uppy)
    await settle()
    expect(chunk.loads()).toBe(1)
    expect(chunk.started).toEqual([])
  })
})
