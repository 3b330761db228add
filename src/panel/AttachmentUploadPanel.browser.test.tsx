// The whole panel with real Uppy and MSW: a successful run and every failure the specification names.
import { describe, expect, it, vi } from 'vitest'
import { stallUploads } from '../../mocks/stalledUplink'
import { DEFAULT_ENDPOINT } from '../core/config'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar, statusBarButton } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

describe('success flow', () => {
  it('sends nothing until the member presses upload, then one correct request per file', async () => {
    worker.use(mock.success())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })

    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await statusBarButton('Prześlij 2 pliki')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toHaveLength(0)

    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 10_000 })

    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.authorization).toBe('Bearer member-token')
      expect(request.fields).toEqual({ modelClass: ['uppy'], modelId: ['uppyId'], collection: ['thumbnails'] })
      expect(request.files).toHaveLength(1)
      expect(request.files[0]?.field).toBe('file')
    }
    expect(requests.map((request) => request.files[0]?.name).sort()).toEqual(['faktura.pdf', 'zdjecie.png'])

    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
    const [file, response] = onUploadSuccess.mock.calls.find(([uploaded]) => uploaded.name === 'faktura.pdf') ?? []
    expect(file).toMatchObject({ name: 'faktura.pdf', type: 'application/pdf' })
    expect(file.data).toBeInstanceOf(Blob)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ name: 'faktura.pdf', collection: 'thumbnails' })
    const result = onCompleteSuccess.mock.calls[0]?.[0]
    expect(result.successful.map((entry: { file: { name: string } }) => entry.file.name)).toEqual([
      'zdjecie.png',
      'faktura.pdf',
    ])
  })
})

describe('errors', () => {
  it('shows the message of a 400 as the notice and on the file, and does not retry', async () => {
    worker.use(mock.badRequest('Ten plik jest uszkodzony.'))
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()

    await eventually(() => expect(noticeTexts(container)).toEqual(['Ten plik jest uszkodzony.']))
    expect(fileErrors(container)).toEqual(['Ten plik jest uszkodzony.'])
    await sleep(1_000) // longer than every automatic retry delay
    expect(requests).toHaveLength(1)
    expect(onUploadSuccess).not.toHaveBeenCalled()
    expect(onCompleteSuccess).not.toHaveBeenCalled()
    // The server refused these bytes: sending them again cannot help, so the status bar offers no "Ponów".
    expect(container.querySelector(markup.statusBarAction('retry'))).toBeNull()
    // The status bar draws the run's end in the next frame.
    await eventually(() =>
      expect(container.querySelector(markup.statusBar)?.textContent).toContain('Przesyłanie nie powiodło się'),
    )
  })

  it('aborts a request whose body stops moving, names the seconds, and lets the member retry', async () => {
    worker.use(mock.success())
    const restoreUplink = stallUploads((url) => url.endsWith(DEFAULT_ENDPOINT))
    onCleanup(restoreUplink)
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    onCleanup(() => abort.mockRestore())
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ stallTimeoutMs: 1_500, onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()

    const stalled = 'Przesyłanie nie robiło postępów przez 2 sekundy, więc zostało przerwane. Spróbuj ponownie.'
    await eventually(() => expect(fileErrors(container)).toEqual([stalled]), { timeout: 8_000 })
    expect(abort).toHaveBeenCalledTimes(1)
    await eventually(() => expect(noticeTexts(container)).toContain(stalled))
    expect(requests).toHaveLength(0)

    restoreUplink()
    await clickStatusBar(container, 'retry')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(1)
  })

  it('does not count a server that is slow to answer as a stall; past the answer bound it fails once, not re-sent', async () => {
    worker.use(mock.slowSuccess(2_500))
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ stallTimeoutMs: 1_000, responseTimeoutMs: 10_000, onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 8_000 })
    expect(requests).toHaveLength(1)
    expect(fileErrors(container)).toEqual([])

    worker.use(mock.stalled())
    await addFiles(container, [pdfFile()])
    await button('Prześlij 1 plik').click()
    const unanswered =
      'Serwer nie odpowiedział w ciągu 10 sekund. Plik mógł już zostać zapisany: sprawdź swoje załączniki, zanim prześlesz go ponownie.'
    await eventually(() => expect(fileErrors(container)).toEqual([unanswered]), { timeout: 15_000 })
    await sleep(1_000) // longer than every automatic retry delay
    expect(requests).toHaveLength(2)
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
  }, 40_000)

  it('retries a 500 a bounded number of times, then shows the generic failure with "try later" on the file', async () => {
    worker.use(mock.serverError())
    const onCompleteSuccess = vi.fn()
    const onUploadSuccess = vi.fn()
    const { container } = await setup({ onCompleteSuccess, onUploadSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()

    await eventually(
      () => expect(fileErrors(container)).toEqual(['Przesyłanie nie powiodło się. Spróbuj ponownie za chwilę.']),
      { timeout: 8_000 },
    )
    expect(requests).toHaveLength(4)
    // The status bar draws the run's end in the next frame.
    await eventually(() =>
      expect(container.querySelector(markup.statusBar)?.textContent).toContain('Przesyłanie nie powiodło się'),
    )
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        'Nie udało się przesłać pliku „zdjecie.png”. Spróbuj ponownie za chwilę.',
      ]),
    )
    expect(onUploadSuccess).not.toHaveBeenCalled()
    expect(onCompleteSuccess).not.toHaveBeenCalled()
  })

  it('shows the generic failure for a network error, in Polish, and the retry succeeds', async () => {
    worker.use(mock.networkError())
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()

    await eventually(
      () =>
        expect(fileErrors(container)).toEqual([
          'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
        ]),
      { timeout: 8_000 },
    )
    // The status bar draws the run's end in the next frame.
    await eventually(() =>
      expect(container.querySelector(markup.statusBar)?.textContent).toContain('Przesyłanie nie powiodło się'),
    )
    await eventually(() => expect(noticeTexts(container).join(' ')).toContain('Brak połączenia z serwerem'))
    expect(container.textContent).not.toMatch(/network|error/i)
    expect(onCompleteSuccess).not.toHaveBeenCalled()

    worker.use(mock.success())
    await clickStatusBar(container, 'retry')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(fileErrors(container)).toEqual([])
  })

  it('keeps failed files in the list and sends only them again on retry', async () => {
    // A lapsed sign-in can be retried (a refused file offers only removal).
    const failFirst = mock.failTimesThenSucceed(1, 'unauthorized')
    worker.use(failFirst)
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(2))
    expect(container.querySelectorAll(markup.fileItem)).toHaveLength(2)

    await clickStatusBar(container, 'retry')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(4)
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
    expect(onCompleteSuccess.mock.calls[0]?.[0].successful).toHaveLength(2)
  })
})
