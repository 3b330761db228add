// What the member sees and can do while photos are prepared before they are sent (`resizePhotos`): the
// status bar and the rows say so with the count, one photo at a time; pause, removal and "Anuluj" stop a
// photo's preparation; a photo is prepared once for one send, retries included. Each encoding is held until
// the test lets it go (../test/heldPhotoPreparation.ts: the panel prepares on the page, its fallback).
import { describe, expect, it, vi } from 'vitest'
import { releaseHeldRequests } from '../../mocks/handlers'
import { drawnPhotoFile } from '../test/drawnPhotos'
import { type HeldPhotoPreparation, holdPhotoPreparation } from '../test/heldPhotoPreparation'
import { queryFileItem } from '../test/panelQueries'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

/** Two photos larger than maxSide (100 px), to draw before the encoder is held. */
const photos = () => Promise.all(['a.jpg', 'b.jpg'].map((name) => drawnPhotoFile(name, 400, 300)))

async function preparing(files: File[], props = {}): Promise<{ container: HTMLElement; held: HeldPhotoPreparation }> {
  const held = holdPhotoPreparation()
  onCleanup(() => held.restore())
  const { container } = await setup({ resizePhotos: { maxSide: 100 }, ...props })
  await addFiles(container, files)
  await eventually(() => expect(container.querySelectorAll(markup.fileItem)).toHaveLength(files.length))
  await button(files.length === 1 ? 'Prześlij 1 plik' : `Prześlij ${files.length} pliki`).click()
  await eventually(() => expect(held.waiting()).toBe(1))
  return { container, held }
}

/**
 * The file, its every read (a stream, or a slice's bytes) ending `ms` later: reads of two files may end in
 * either order, as Firefox's do.
 */
function slowToRead(file: File, ms: number): File {
  file.stream = () =>
    Blob.prototype.stream.call(file).pipeThrough(
      new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
        transform: (chunk, out) => sleep(ms).then(() => out.enqueue(chunk)),
      }),
    )
  file.slice = (...range) => {
    const part = Blob.prototype.slice.apply(file, range)
    part.arrayBuffer = () => sleep(ms).then(() => Blob.prototype.arrayBuffer.call(part))
    return part
  }
  return file
}

const statusText = (container: HTMLElement) => container.querySelector(markup.statusText)?.textContent ?? ''
const statusDetails = (container: HTMLElement) => container.querySelector(markup.statusDetails)?.textContent ?? ''
const note = (container: HTMLElement, name: string) =>
  queryFileItem(container, name)?.querySelector(markup.preparationNote)?.textContent ?? null

describe('photos prepared before they are sent', () => {
  it('says so in the status bar and the rows, one photo at a time, and sends the first while the next is prepared', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { container, held } = await preparing(await photos())

    // Nothing is being sent yet: the run is preparing its photos.
    await eventually(() =>
      expect(statusText(container)).toBe('0% · Przygotowywanie zdjęć do wysłania: 0\u00a0z\u00a02'),
    )
    expect(container.querySelector(markup.statusBar)?.classList).toContain('is-preprocessing')
    await eventually(() => expect(note(container, 'a.jpg')).toBe('Przygotowywanie zdjęcia do wysłania…'))
    await eventually(() => expect(note(container, 'b.jpg')).toBe('Czeka na przygotowanie do wysłania'))
    expect(container.querySelector(markup.statusBarAction('togglePauseResume'))).not.toBeNull()
    expect(requests).toHaveLength(0)

    // The first is on its way while the second is prepared.
    held.releaseNext()
    await eventually(() => expect(requests).toHaveLength(1))
    await eventually(() => expect(held.waiting()).toBe(1))
    await eventually(() => expect(statusText(container)).toMatch(/^Przesyłanie/))
    await eventually(() => expect(statusDetails(container)).toContain('przygotowano 1\u00a0z\u00a02\u00a0zdjęć'))
    await eventually(() => expect(note(container, 'b.jpg')).toBe('Przygotowywanie zdjęcia do wysłania…'))
    expect(note(container, 'a.jpg')).toBeNull()

    held.releaseNext()
    await eventually(() => expect(requests).toHaveLength(2))
    await eventually(() => expect(note(container, 'b.jpg')).toBeNull())
    // The rows' notes and the status bar redraw on the run's beat (core/runBeat.ts).
    await eventually(() => expect(statusDetails(container)).not.toContain('przygotowano'))
    expect(held.started()).toBe(2)
    releaseHeldRequests()
  })

  it('prepares photos in the order they are sent, whichever is read first', async () => {
    worker.use(mock.slowSuccess(60_000))
    const [first, second] = await photos()
    const { container, held } = await preparing([slowToRead(first as File, 300), second as File])

    await eventually(() => expect(note(container, 'a.jpg')).toBe('Przygotowywanie zdjęcia do wysłania…'))
    await eventually(() => expect(note(container, 'b.jpg')).toBe('Czeka na przygotowanie do wysłania'))
    held.releaseNext()
    await eventually(() => expect(note(container, 'b.jpg')).toBe('Przygotowywanie zdjęcia do wysłania…'))
    await eventually(() => expect(held.waiting()).toBe(1))
    held.releaseNext()
    // Both sent, in whichever order their requests reach the server.
    await eventually(() => expect(requests.map((request) => request.files[0]?.name).sort()).toEqual(['a.jpg', 'b.jpg']))
    releaseHeldRequests()
  })

  it('stops on pause (nothing is sent), and prepares and sends the photo once on resume', async () => {
    worker.use(mock.success())
    const onCompleteSuccess = vi.fn()
    const [photo] = await photos()
    const { container, held } = await preparing([photo as File], { onCompleteSuccess })

    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(statusText(container)).toMatch(/^Wstrzymano/))
    await eventually(() => expect(note(container, 'a.jpg')).toBeNull())
    // The photo being prepared when the member paused: what it comes to is dropped.
    held.releaseNext()
    await sleep(300)
    expect(requests).toHaveLength(0)

    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(held.waiting()).toBe(1))
    held.releaseNext()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(1)
    expect(requests[0]?.files[0]?.size).toBeLessThan((photo as File).size)
    expect(held.started()).toBe(2)
  })

  it('stops for a photo removed while it waits or is prepared, and for all on "Anuluj"', async () => {
    worker.use(mock.success())
    // Drawn first: the held encoder holds every JPEG encoding, the test's own too.
    const [first, again] = await Promise.all([photos(), photos()])
    const { container, held } = await preparing(first)
    await eventually(() => expect(note(container, 'b.jpg')).toBe('Czeka na przygotowanie do wysłania'))

    // The waiting one leaves the count.
    queryFileItem(container, 'b.jpg')?.querySelector<HTMLElement>(markup.fileRemoveButton)?.click()
    await eventually(() => expect(statusText(container)).toBe('0% · Przygotowywanie zdjęcia do wysłania…'))
    // The one being prepared: removed, nothing of it is sent.
    queryFileItem(container, 'a.jpg')?.querySelector<HTMLElement>(markup.fileRemoveButton)?.click()
    await eventually(() => expect(container.querySelectorAll(markup.fileItem)).toHaveLength(0))
    held.releaseNext()
    await sleep(300)
    expect(held.started()).toBe(1)

    await addFiles(container, again)
    await eventually(() => expect(container.querySelectorAll(markup.fileItem)).toHaveLength(2))
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(held.waiting()).toBe(1))
    await clickStatusBar(container, 'cancel')
    await eventually(() => expect(container.querySelectorAll(markup.fileItem)).toHaveLength(0))
    held.releaseNext()
    await sleep(300)
    expect(held.started()).toBe(2)
    expect(requests).toHaveLength(0)
    expect(noticeTexts(container)).toEqual([])
  })

  it('prepares a photo once for one send: the automatic retries and "Ponów" send the prepared photo', async () => {
    // Four server errors: the first request and the panel's three automatic retries; then "Ponów".
    worker.use(mock.failTimesThenSucceed(4, 'serverError'))
    const onCompleteSuccess = vi.fn()
    const [photo] = await photos()
    const { container, held } = await preparing([photo as File], { onCompleteSuccess })
    held.releaseNext()
    await eventually(() => expect(requests).toHaveLength(4), { timeout: 10_000 })
    await eventually(() => expect(container.querySelector(markup.statusBarAction('retry'))).not.toBeNull())

    await clickStatusBar(container, 'retry')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(held.started()).toBe(1)
    const sizes = new Set(requests.map((request) => request.files[0]?.size))
    expect(sizes.size).toBe(1)
    expect([...sizes][0]).toBeLessThan((photo as File).size)
  })
})
