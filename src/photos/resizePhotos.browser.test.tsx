// What leaves the member's browser with `resizePhotos` (#36 point 2): a JPEG larger than maxSide goes upright,
// at maxSide, smaller, close to the engine's own downscale; everything else as chosen; the size limit applies
// to what is sent. Real Uppy, the panel's transport and its preview worker in Chromium, MSW reading the
// multipart body the browser built. e2e/engines/resizePhotos.test.ts does the same in three engines over HTTP.
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from 'vitest/browser'
import { differenceFromDownscale, drawnPhotoFile } from '../test/drawnPhotos'
import { readExifOrientation } from '../test/exifPhotos'
import { pdfFile, pngFile } from '../test/files'
import { queryFailureReason, queryFileItem } from '../test/panelQueries'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

/** Every file the server received, by name; the request then goes on to the mock server. */
function recordReceivedFiles(): Map<string, File> {
  const received = new Map<string, File>()
  worker.use(
    http.post('*/api/member/v1/attachments/upload', async ({ request }) => {
      const file = (await request.clone().formData()).get('file')
      if (file instanceof File) received.set(file.name, file)
      return undefined
    }),
    mock.success(),
  )
  return received
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('resizePhotos: what is sent', () => {
  // Firefox never runs a module worker whose script MSW's service worker passed through (mswjs/msw#2654): the photo
  // is scaled on the main thread there. e2e/engines/resizePhotos.test.ts scales in the worker in all three engines.
  it.skipIf(server.browser === 'firefox')(
    'sends a photo larger than maxSide upright, at maxSide, smaller and close to the engine’s own downscale',
    async () => {
      const received = recordReceivedFiles()
      const onUploadSuccess = vi.fn()
      const decodedHere = vi.spyOn(globalThis, 'createImageBitmap')
      onCleanup(() => decodedHere.mockRestore())
      const { container } = await setup({ resizePhotos: { maxSide: 100 }, onUploadSuccess })
      // 400 × 300 as stored, 300 × 400 upright (EXIF 6); one no larger than maxSide; a PNG; a PDF.
      const large = await drawnPhotoFile('duze.jpg', 400, 300, { orientation: 6 })
      const small = await drawnPhotoFile('male.jpg', 100, 75)
      await addFiles(container, [large, small, pngFile('rysunek.png'), pdfFile('umowa.pdf')])
      await button('Prześlij 4 pliki').click()
      await eventually(() => expect(onUploadSuccess).toHaveBeenCalledTimes(4))
      // Decoded and scaled in the preview worker: the page opened no picture.
      expect(decodedHere).not.toHaveBeenCalled()

      const sent = received.get('duze.jpg')
      if (!sent) throw new Error('the photo never reached the server')
      expect(sent.type).toBe('image/jpeg')
      expect(sent.size).toBeLessThan(large.size)
      expect(readExifOrientation(await bytesOf(sent))).toBeUndefined()
      const compared = await differenceFromDownscale(large, sent)
      expect(compared.upright).toEqual({ width: 300, height: 400 })
      expect([compared.width, compared.height]).toEqual([75, 100])
      expect(compared.meanDifference).toBeLessThan(6)
      // The host is handed what was sent, under the chosen name.
      const hosted = onUploadSuccess.mock.calls.find(([file]) => file.name === 'duze.jpg')?.[0]
      expect(await bytesOf(hosted.data)).toEqual(await bytesOf(sent))
      expect(hosted.size).toBe(sent.size)
      // The others go as chosen, the small photo too.
      expect(await bytesOf(received.get('male.jpg') as File)).toEqual(await bytesOf(small))
      expect(await bytesOf(received.get('rysunek.png') as File)).toEqual(await bytesOf(pngFile('rysunek.png')))
      expect(requests).toHaveLength(4)
    },
  )

  it('sends photos as chosen without resizePhotos', async () => {
    const received = recordReceivedFiles()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onCompleteSuccess })
    const large = await drawnPhotoFile('duze.jpg', 400, 300, { orientation: 6 })
    await addFiles(container, [large])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(await bytesOf(received.get('duze.jpg') as File)).toEqual(await bytesOf(large))
  })

  it('sends a photo it cannot decode as chosen, and says nothing about it', async () => {
    const received = recordReceivedFiles()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ resizePhotos: { maxSide: 100 }, onCompleteSuccess })
    // The header (400 × 300) is whole, the picture's data cut off: Chromium and Firefox cannot scale it.
    const whole = await bytesOf(await drawnPhotoFile('uszkodzone.jpg', 400, 300))
    const broken = new File([whole.subarray(0, 1000)], 'uszkodzone.jpg', { type: 'image/jpeg' })
    await addFiles(container, [broken])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    const sent = await bytesOf(received.get('uszkodzone.jpg') as File)
    // WebKit draws a JPEG cut short (the rest grey), so it is scaled as any photo would be: smaller, and in silence.
    if (server.browser === 'webkit') expect(sent.length).toBeLessThan(1000)
    else expect(sent).toEqual(whole.subarray(0, 1000))
    expect(noticeTexts(container)).toEqual([])
  })
})

describe('resizePhotos: the size limit applies to what is sent', () => {
  it('lists a photo over maxFileSize and sends it scaled below it; other files over it are refused when added', async () => {
    const received = recordReceivedFiles()
    const onCompleteSuccess = vi.fn()
    const large = await drawnPhotoFile('duze.jpg', 800, 600)
    const maxFileSize = Math.floor(large.size / 2)
    const { container } = await setup({
      settings: { maxFiles: 5, maxFileSize },
      resizePhotos: { maxSide: 100 },
      onCompleteSuccess,
    })
    await addFiles(container, [large, pngFile('skan.png', maxFileSize)])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([expect.stringMatching(/^Plik „skan.png” jest za duży/)]),
    )
    expect(queryFileItem(container, 'duze.jpg')).not.toBeNull()
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(received.get('duze.jpg')?.size).toBeLessThanOrEqual(maxFileSize)
  })

  it('refuses, in its row and before sending, a photo still over maxFileSize once scaled, or not to be scaled', async () => {
    recordReceivedFiles()
    const scaled = await drawnPhotoFile('nadal-duze.jpg', 800, 600)
    const notScaled = await drawnPhotoFile('nie-do-zmniejszenia.jpg', 100, 75)
    // Below either photo, and below what the first becomes once scaled to 400 px.
    const maxFileSize = 999
    expect(notScaled.size).toBeGreaterThan(maxFileSize)
    const { container } = await setup({
      settings: { maxFiles: 5, maxFileSize },
      resizePhotos: { maxSide: 400 },
    })
    await addFiles(container, [scaled, notScaled])
    await eventually(() => expect(container.querySelectorAll(markup.fileItem)).toHaveLength(2))
    await button('Prześlij 2 pliki').click()

    const refusal = (name: string) =>
      `Plik „${name}” jest za duży. Największy dozwolony rozmiar to ${maxFileSize}\u00a0B.`
    for (const name of ['nadal-duze.jpg', 'nie-do-zmniejszenia.jpg']) {
      await eventually(() => {
        const item = queryFileItem(container, name)
        expect(item && queryFailureReason(item)?.textContent).toBe(refusal(name))
      })
    }
    // Sending the same bytes again cannot help: no retry is offered, only removal.
    await eventually(() => expect(container.querySelector(markup.statusBarAction('retry'))).toBeNull())
    await sleep(300)
    expect(requests).toHaveLength(0)
  })
})
