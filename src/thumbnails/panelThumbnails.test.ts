import { Uppy } from '@uppy/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import { pngBytes } from '../test/fixtures'
import { panelThumbnailsPlugin } from './panelThumbnails'

type Thumbnails = InstanceType<ReturnType<typeof panelThumbnailsPlugin>>

const photo = () => ({ name: 'zdjecie.png', type: 'image/png', data: new Blob([pngBytes()], { type: 'image/png' }) })

// Node has no canvas: every preview fails here, which is what these tests need.
describe('panelThumbnails remembers failed previews only for listed files', () => {
  let uppy: PanelUppy
  let thumbnails: Thumbnails

  beforeEach(() => {
    uppy = new Uppy({ id: 'thumbnails-test' }) as PanelUppy
    uppy.use(panelThumbnailsPlugin(), { lazy: true, thumbnailWidth: 280 })
    thumbnails = uppy.getPlugin('ThumbnailGenerator') as unknown as Thumbnails
  })
  afterEach(() => uppy.destroy())

  /** Whether the Dashboard's next request for the file's preview reaches the generator. */
  function requestedAgain(id: string): boolean {
    const request = vi.spyOn(thumbnails, 'requestThumbnail')
    thumbnails.addToQueue(id)
    const asked = request.mock.calls.length > 0
    request.mockRestore()
    return asked
  }

  it('does not ask again for a preview that failed while the file is listed', async () => {
    const id = uppy.addFile(photo())
    await thumbnails.requestThumbnail(uppy.getFile(id))

    expect(requestedAgain(id)).toBe(false)
  })

  it('asks again for the same file added again after its removal', async () => {
    const id = uppy.addFile(photo())
    await thumbnails.requestThumbnail(uppy.getFile(id))
    uppy.removeFile(id)

    const again = uppy.addFile(photo())
    expect(again).toBe(id)
    expect(requestedAgain(again)).toBe(true)
  })

  it('does not remember a file removed while its preview was being made', async () => {
    const id = uppy.addFile(photo())
    const requested = thumbnails.requestThumbnail(uppy.getFile(id))
    uppy.removeFile(id)
    await requested

    expect(uppy.addFile(photo())).toBe(id)
    expect(requestedAgain(id)).toBe(true)
  })
})
