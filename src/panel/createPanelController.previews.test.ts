// How the panel wires previews to photo scaling: a photo of a run under way, about to be scaled, is drawn once its
// bytes go (from the scaled photo), not beside its scaling. Node has no canvas: a preview that is drawn fails here,
// and a failed preview is not asked for again; one that waits is.
import { afterEach, describe, expect, it } from 'vitest'
import type { PanelLiveConfig } from '../core/panelTypes'
import { createTestConfig } from '../test/panelHarness'
import { createPanelController, type PanelController } from './createPanelController'

interface Thumbnails {
  queue: string[]
  queueProcessing: boolean
  requestThumbnail(file: unknown): Promise<void>
  addToQueue(fileID: string): void
}

const jpeg = () => new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])], { type: 'image/jpeg' })

describe('previews of photos to scale', () => {
  let controller: PanelController
  afterEach(() => controller.destroy())

  /** Whether a JPEG's preview, asked while a run sends it, is asked for again later (it waited) or not (drawn). */
  async function askedAgainAfterRun(config: PanelLiveConfig, inRun = true): Promise<boolean> {
    controller = createPanelController('previews-wiring', () => config)
    const { uppy } = controller
    const id = uppy.addFile({ name: 'zdjecie.jpg', type: 'image/jpeg', data: jpeg() })
    uppy.setState({ currentUploads: inRun ? { run: { fileIDs: [id], step: 0, result: {} } } : {} })
    const thumbnails = uppy.getPlugin('ThumbnailGenerator') as unknown as Thumbnails
    await thumbnails.requestThumbnail(uppy.getFile(id))
    thumbnails.queueProcessing = true
    thumbnails.addToQueue(id)
    return thumbnails.queue.includes(id)
  }

  it('holds the preview of a JPEG a run is about to scale and send', async () => {
    expect(await askedAgainAfterRun(createTestConfig({ resizePhotos: { maxSide: 100 } }))).toBe(true)
  })

  it('draws it at once without resizePhotos, or outside a run', async () => {
    expect(await askedAgainAfterRun(createTestConfig())).toBe(false)
    controller.destroy()
    expect(await askedAgainAfterRun(createTestConfig({ resizePhotos: { maxSide: 100 } }), false)).toBe(false)
  })
})
