// The previews' chunk that cannot load (a new deploy, a dropped connection): files keep their icon, the
// member is told once per failed load, the next file loads it again, and the files left waiting get theirs.
import { Uppy } from '@uppy/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onDemand } from '../core/onDemand'
import type { PanelUppy } from '../core/panelTypes'
import { pngToAdd } from '../test/panelHarness'
import type { Previewer } from './offThreadPreviews'
import { PanelThumbnails } from './panelThumbnails'

type Thumbnails = PanelThumbnails

/** A chunk whose first `failures` loads fail as a missing file does; its previewer draws every file. */
function flakyChunk(failures: number) {
  let loads = 0
  const previewer: Previewer = { draw: async () => new Blob(['preview'], { type: 'image/webp' }), close() {} }
  const load = vi.fn(async () => {
    loads += 1
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return { createPreviewer: () => ({ ...previewer, scale: async () => 'failed' as const }) }
  })
  return { load: onDemand(load), loads: () => loads }
}

describe('previews whose chunk cannot load', () => {
  let uppy: PanelUppy
  afterEach(() => uppy.destroy())

  it('keeps the icon, says so once for files waiting on the same load, and draws them all once a later load works', async () => {
    const chunk = flakyChunk(1)
    const onUnavailable = vi.fn()
    uppy = new Uppy({ id: 'previews-unavailable' }) as PanelUppy
    uppy.use(PanelThumbnails, { onUnavailable, loadPreviews: chunk.load })
    const thumbnails = uppy.getPlugin('ThumbnailGenerator') as unknown as Thumbnails
    const first = uppy.addFile(pngToAdd('a.png'))
    const second = uppy.addFile(pngToAdd('b.png'))
    await Promise.all([first, second].map((id) => thumbnails.requestThumbnail(uppy.getFile(id))))
    expect(onUnavailable).toHaveBeenCalledTimes(1)
    expect([first, second].map((id) => uppy.getFile(id).preview)).toEqual([undefined, undefined])
    // The Dashboard asks again on every redraw: no new load for a file already left waiting.
    thumbnails.addToQueue(first)
    expect(chunk.loads()).toBe(1)

    const third = uppy.addFile(pngToAdd('c.png'))
    await thumbnails.requestThumbnail(uppy.getFile(third))
    expect(chunk.loads()).toBe(2)
    await vi.waitFor(() => expect([first, second, third].every((id) => uppy.getFile(id).preview)).toBe(true))
    expect(onUnavailable).toHaveBeenCalledTimes(1)
  })
})
