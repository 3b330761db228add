import { Uppy } from '@uppy/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import { pngBytes } from '../test/fixtures'
import { pngToAdd } from '../test/panelHarness'
import { PanelThumbnails } from './panelThumbnails'

type Thumbnails = PanelThumbnails

/** An Uppy with the panel's thumbnails as the Dashboard installs them (lazy: rows ask for previews). */
function withThumbnails(id: string): { uppy: PanelUppy; thumbnails: Thumbnails } {
  const uppy = new Uppy({ id }) as PanelUppy
  uppy.use(PanelThumbnails)
  return { uppy, thumbnails: uppy.getPlugin('ThumbnailGenerator') as unknown as Thumbnails }
}

// Node has no canvas: every preview fails here, which is what these tests need.
describe('panelThumbnails remembers failed previews only for listed files', () => {
  let uppy: PanelUppy
  let thumbnails: Thumbnails

  beforeEach(() => {
    ;({ uppy, thumbnails } = withThumbnails('thumbnails-test'))
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
    const id = uppy.addFile(pngToAdd())
    await thumbnails.requestThumbnail(uppy.getFile(id))

    expect(requestedAgain(id)).toBe(false)
  })

  it('asks again for the same file added again after its removal', async () => {
    const id = uppy.addFile(pngToAdd())
    await thumbnails.requestThumbnail(uppy.getFile(id))
    uppy.removeFile(id)

    const again = uppy.addFile(pngToAdd())
    expect(again).toBe(id)
    expect(requestedAgain(again)).toBe(true)
  })

  it('does not remember a file removed while its preview was being made', async () => {
    const id = uppy.addFile(pngToAdd())
    const requested = thumbnails.requestThumbnail(uppy.getFile(id))
    uppy.removeFile(id)
    await requested

    expect(uppy.addFile(pngToAdd())).toBe(id)
    expect(requestedAgain(id)).toBe(true)
  })
})

describe('panelThumbnails queues each listed file once', () => {
  let uppy: PanelUppy
  let thumbnails: Thumbnails

  beforeEach(() => {
    ;({ uppy, thumbnails } = withThumbnails('thumbnail-queue-test'))
    // Nothing is taken from the queue: what the Dashboard's rows ask for stays visible in it.
    thumbnails.queueProcessing = true
  })
  afterEach(() => uppy.destroy())

  it('does not queue a file twice when its row asks again', () => {
    const first = uppy.addFile(pngToAdd())
    const second = uppy.addFile({ ...pngToAdd(), name: 'drugie.png' })
    uppy.emit('thumbnail:request', uppy.getFile(first))
    uppy.emit('thumbnail:request', uppy.getFile(second))
    uppy.emit('thumbnail:request', uppy.getFile(first))

    expect(thumbnails.queue).toEqual([first, second])
  })

  it('queues a file again when its row asks after cancelling (it left the view and came back)', () => {
    const id = uppy.addFile(pngToAdd())
    uppy.emit('thumbnail:request', uppy.getFile(id))
    uppy.emit('thumbnail:cancel', uppy.getFile(id))
    expect(thumbnails.queue).toEqual([])

    uppy.emit('thumbnail:request', uppy.getFile(id))
    expect(thumbnails.queue).toEqual([id])
  })

  it('queues a file added again after its removal from the queue', () => {
    const id = uppy.addFile(pngToAdd())
    uppy.emit('thumbnail:request', uppy.getFile(id))
    uppy.removeFile(id)
    expect(thumbnails.queue).toEqual([])

    expect(uppy.addFile(pngToAdd())).toBe(id)
    uppy.emit('thumbnail:request', uppy.getFile(id))
    expect(thumbnails.queue).toEqual([id])
  })
})

describe('the first preview after a pick', () => {
  it('asks for the previews chunk and the worker only after the task of the pick, never inside it', async () => {
    const load = vi.fn(async () => ({
      createPreviewer: () => ({
        draw: async () => new Blob(['preview'], { type: 'image/webp' }),
        scale: async () => 'failed' as const,
        close() {},
      }),
    }))
    const uppy = new Uppy({ id: 'thumbnails-after-paint' }) as PanelUppy
    uppy.use(PanelThumbnails, { loadPreviews: load })
    const thumbnails = uppy.getPlugin('ThumbnailGenerator') as unknown as Thumbnails
    const id = uppy.addFile(pngToAdd())
    const requested = thumbnails.requestThumbnail(uppy.getFile(id))
    // Every promise continuation of the pick's task runs, and still nothing was loaded or started.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    await requested
    expect(load).toHaveBeenCalledTimes(1)
    expect(uppy.getFile(id).preview).toMatch(/^blob:/)
    uppy.destroy()
  })
})

describe('a photo about to be scaled before it is sent (`drawnOnceSent`)', () => {
  it('is not drawn while it waits, not remembered as failed, and is drawn from what is sent once it goes', async () => {
    const drawn: Blob[] = []
    const previewer = {
      draw: async (file: Blob) => {
        drawn.push(file)
        return new Blob(['preview'], { type: 'image/webp' })
      },
      scale: async () => 'failed' as const,
      close() {},
    }
    let waits = true
    const uppy = new Uppy({ id: 'thumbnails-once-sent' }) as PanelUppy
    uppy.use(PanelThumbnails, {
      loadPreviews: async () => ({ createPreviewer: () => previewer }),
      drawnOnceSent: () => waits,
    })
    const thumbnails = uppy.getPlugin('ThumbnailGenerator') as unknown as Thumbnails
    const id = uppy.addFile(pngToAdd())

    await thumbnails.requestThumbnail(uppy.getFile(id))
    expect(drawn).toEqual([])
    expect(uppy.getFile(id).preview).toBeUndefined()

    // Scaled and going: the row asks again (its progress changed), and what is sent is drawn.
    const scaled = new File([pngBytes()], 'zdjecie.png', { type: 'image/png' })
    uppy.setFileState(id, { data: scaled })
    waits = false
    const request = vi.spyOn(thumbnails, 'requestThumbnail')
    thumbnails.queueProcessing = true
    uppy.emit('thumbnail:request', uppy.getFile(id))
    expect(thumbnails.queue).toEqual([id])
    thumbnails.queueProcessing = false
    request.mockRestore()
    await thumbnails.requestThumbnail(uppy.getFile(id))

    expect(drawn).toEqual([scaled])
    expect(uppy.getFile(id).preview).toMatch(/^blob:/)
    uppy.destroy()
  })
})
