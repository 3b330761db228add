import { describe, expect, it, vi } from 'vitest'
import { createTestPanel } from '../test/panelHarness'
import { onPanelPage, policyWithFile } from '../transport/transportPolicy.testSupport'
import { PhotoPreparation } from './PhotoPreparation'

/** The (event, handler) pairs a spy on `uppy.on` or `uppy.off` saw. */
const pairs = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([event, handler]) => [event, handler])

onPanelPage()

describe('PhotoPreparation', () => {
  it('removes every Uppy listener it added once disposed, and only those', () => {
    const { uppy, context } = createTestPanel()
    const on = vi.spyOn(uppy, 'on')
    const off = vi.spyOn(uppy, 'off')
    const photos = new PhotoPreparation(uppy, context)
    const added = pairs(on)
    expect(added.map(([event]) => event).sort()).toEqual(['cancel-all', 'file-removed', 'pause-all', 'upload-pause'])
    expect(off).not.toHaveBeenCalled()

    photos.dispose()
    expect(pairs(off)).toEqual(added)
  })

  it('is disposed with the transport policy that loaded it (the panel closed)', async () => {
    const { panel, policy, prepared } = policyWithFile()
    panel.config.resizePhotos = { maxSide: 1600 }
    const disposed = vi.spyOn(PhotoPreparation.prototype, 'dispose')
    const data = new Blob([new Uint8Array(64)], { type: 'image/jpeg' })
    const photoId = panel.uppy.addFile({ name: 'zdjecie.jpg', type: 'image/jpeg', data })
    // A JPEG's request, with photos to scale, loads the preparation.
    await prepared(0, [panel.uppy.getFile(photoId)])
    expect(disposed).not.toHaveBeenCalled()

    policy.stop()
    await vi.waitFor(() => expect(disposed).toHaveBeenCalledOnce())
    disposed.mockRestore()
    panel.context.supervisor.dispose()
  })
})
