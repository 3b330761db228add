// Photo scaling that cannot load (a new deploy, a dropped connection): photos go as chosen within the size
// limit, with a Polish notice once per failed load; over it they are not sent now; the next photo loads it again.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveLimits } from '../core/limits'
import * as unavailable from '../i18n/unavailableChunks'
import type { PhotoPreparation } from '../photos/PhotoPreparation'
import { closeTestPanel, createTestPanel, type TestPanel } from '../test/panelHarness'
import { PhotoScaling } from './photoScaling'

const request = {} as XMLHttpRequest

function addJpeg(panel: TestPanel, name: string, size: number): string {
  return panel.uppy.addFile({
    name,
    type: 'image/jpeg',
    data: new Blob([new Uint8Array(size)], { type: 'image/jpeg' }),
  })
}

/** A loader whose first `failures` loads fail as a missing file does, then gives a preparation that records its calls. */
function flakyLoader(failures: number) {
  const prepared: string[] = []
  class RecordingPreparation {
    async prepare(fileId: string) {
      prepared.push(fileId)
    }
    dispose() {}
  }
  let calls = 0
  const load = vi.fn(async () => {
    calls += 1
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return { PhotoPreparation: RecordingPreparation as unknown as typeof PhotoPreparation }
  })
  return { load, prepared }
}

describe('photo scaling that cannot load', () => {
  let panel: TestPanel
  afterEach(() => closeTestPanel(panel))
  /** What the member was told, each time (the notice list itself shows an identical text once). */
  const told = () => {
    const tell = vi.spyOn(panel.context.feedback, 'tell')
    return () => tell.mock.calls.map(([tone, text]) => `${tone}: ${text}`)
  }

  it('sends photos within the limit as chosen, says so once for photos waiting on the same load, and loads again for the next photo', async () => {
    panel = createTestPanel({ resizePhotos: { maxSide: 2560 } })
    const { load, prepared } = flakyLoader(1)
    const scaling = new PhotoScaling(panel.uppy, panel.context, load)
    const warnings = told()
    const first = addJpeg(panel, 'a.jpg', 1000)
    const second = addJpeg(panel, 'b.jpg', 1000)
    expect(await Promise.all([scaling.prepare(first, request), scaling.prepare(second, request)])).toEqual([true, true])
    expect(warnings()).toEqual([`warning: ${unavailable.photoScalingUnavailable}`])
    expect(prepared).toEqual([])

    const third = addJpeg(panel, 'c.jpg', 1000)
    expect(await scaling.prepare(third, request)).toBe(true)
    expect(prepared).toEqual([third])
    expect(load).toHaveBeenCalledTimes(2)
    expect(warnings()).toEqual([`warning: ${unavailable.photoScalingUnavailable}`])
  })

  it('does not send a photo over the size limit unscaled: its failure may be retried, and the retry loads again', async () => {
    panel = createTestPanel({
      resizePhotos: { maxSide: 2560 },
      limits: resolveLimits({ maxFiles: 5, maxFileSize: 500 }, 0),
    })
    const { load, prepared } = flakyLoader(1)
    const scaling = new PhotoScaling(panel.uppy, panel.context, load)
    const photo = addJpeg(panel, 'duze.jpg', 1000)
    expect(await scaling.prepare(photo, request)).toBe(false)
    expect(panel.context.failures.get(photo)).toMatchObject({
      fileMessage: unavailable.photoNotScaledNow,
      remedy: 'retry',
    })
    expect(panel.context.failures.maySend(photo)).toBe(true)

    expect(await scaling.prepare(photo, request)).toBe(true)
    expect(prepared).toEqual([photo])
  })
})
