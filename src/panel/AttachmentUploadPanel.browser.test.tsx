import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { releaseHeldRequests } from '../../mocks/handlers'
import { stallUploads } from '../../mocks/stalledUplink'
import { DEFAULT_ENDPOINT } from '../core/config'
import { uppyLocale } from '../i18n/uppyLocale'
import { findEnglish } from '../test/englishScan'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { UNREACHABLE_KEYS } from '../test/unreachableUppyKeys'
import { eventually, fileErrors, listedNames, noticeTexts, setUpUploadMock, sizeTexts, sleep } from '../test/uploadMock'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

describe('success flow', () => {
  it('sends nothing until the member presses upload, then one correct request per file', async () => {
    worker.use(mock.success())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })

    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await expect.element(button('Prześlij 2 pliki')).toBeVisible()
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

describe('pause and resume', () => {
  it('aborts the requests in flight on pause, shows them paused, and sends them again on resume', async () => {
    worker.use(mock.slowSuccess(60_000))
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    onCleanup(() => abort.mockRestore())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))

    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(abort).toHaveBeenCalledTimes(2))
    await eventually(() =>
      expect(container.querySelector(markup.statusBarAction('togglePauseResume'))?.getAttribute('aria-label')).toBe(
        'Wznów',
      ),
    )
    expect(container.querySelector(markup.statusBar)?.textContent).toContain('Wstrzymano')
    // The file names are put into the buttons' names before the next frame is painted.
    await eventually(() =>
      expect(
        [...container.querySelectorAll(markup.fileProgressButton)].map((element) => element.getAttribute('aria-label')),
      ).toEqual(['Wznów przesyłanie pliku „a.png”', 'Wznów przesyłanie pliku „b.pdf”']),
    )
    expect(fileErrors(container)).toEqual([])
    expect(onUploadSuccess).not.toHaveBeenCalled()

    releaseHeldRequests()
    worker.use(mock.success())
    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(4)
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
  })
})

describe('token', () => {
  it('sends nothing without a token and tells the member why', async () => {
    worker.use(mock.success())
    const { container } = await setup({ token: null })
    await addFiles(container, [pngFile()])
    expect(container.querySelector('.aup-banner')?.textContent).toBe('Zaloguj się, aby przesyłać pliki.')
    await sleep(300)
    // Asked after the status bar had time to come with the listed file.
    expect(container.querySelector(markup.uploadButton)?.checkVisibility() ?? false).toBe(false)
    expect(requests).toHaveLength(0)
  })

  it('uses a token that changed after mount', async () => {
    worker.use(mock.success())
    const onCompleteSuccess = vi.fn()
    const { container, rerender } = await setup({ onCompleteSuccess })
    await rerender({ token: 'member-token-2' })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer member-token-2'])
  })
})

describe('restrictions', () => {
  it('refuses other types with the allowed types in Polish', async () => {
    const { container } = await setup({})
    await addFiles(container, [new File(['x'], 'notatka.txt', { type: 'text/plain' })])
    await eventually(() => expect(noticeTexts(container)).toEqual(['Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.']))
    expect(container.querySelectorAll(markup.fileItem)).toHaveLength(0)
  })

  it('refuses a file over maxFileSize and accepts one of exactly maxFileSize', async () => {
    const { container } = await setup({ settings: { maxFiles: 10, maxFileSize: 200 } })
    const exact = pngFile('dokladnie.png', 200 - pngFile().size)
    const over = pngFile('za-duzy.png', 201 - pngFile().size)
    await addFiles(container, [exact])
    await addFiles(container, [over])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        'Plik „za-duzy.png” jest za duży. Największy dozwolony rozmiar to 200\u00a0B.',
      ]),
    )
    expect(listedNames(container)).toEqual(['dokladnie.png'])
  })

  it('writes sizes with the Polish decimal comma: the limit, the list and the status bar', async () => {
    worker.use(mock.slowSuccess(60_000))
    const maxFileSize = 1.5 * 1024 * 1024
    const { container } = await setup({ settings: { maxFiles: 10, maxFileSize } })
    await addFiles(container, [pngFile('za-duzy.png', maxFileSize)])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        'Plik „za-duzy.png” jest za duży. Największy dozwolony rozmiar to 1,5\u00a0MB.',
      ]),
    )
    await addFiles(container, [pngFile('maly.png', 3_000 - pngFile().size)])
    await eventually(() => expect(sizeTexts(container)).toEqual(['2,9\u00a0KB']))

    await button('Prześlij 1 plik').click()
    await eventually(() => expect(requests).toHaveLength(1))
    await eventually(() => expect(container.querySelector(markup.statusDetails)?.textContent).toContain('2,9\u00a0KB'))
    expect(container.querySelector(markup.statusBar)?.textContent).not.toMatch(/\d\.\d/)
    releaseHeldRequests()
  })

  it('refuses more files than the places left, with the count in Polish', async () => {
    const { container } = await setup({ settings: { maxFiles: 5, maxFileSize: 10_000 }, existingCount: 3 })
    await addFiles(container, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        'Nie dodano wybranych plików: możesz dodać jeszcze najwyżej 2 pliki. Wybierz mniej plików.',
      ]),
    )
    expect(container.querySelectorAll(markup.fileItem)).toHaveLength(0)
    await addFiles(container, [pngFile('a.png'), pngFile('b.png')])
    expect(container.querySelectorAll(markup.fileItem)).toHaveLength(2)
  })

  it('says when no places are left and disables adding', async () => {
    const { container } = await setup({ settings: { maxFiles: 3, maxFileSize: 10_000 }, existingCount: 3 })
    expect(container.querySelector('.aup-banner')?.textContent).toBe(
      'Osiągnięto limit 3 załączników. Usuń któryś z nich, aby dodać nowy.',
    )
    expect(container.querySelector(markup.root)?.getAttribute('aria-disabled')).toBe('true')
  })

  it('reports unusable settings to the developer and stays safe', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    onCleanup(() => consoleError.mockRestore())
    const { container } = await setup({ settings: { maxFiles: Number.NaN, maxFileSize: -1 } })
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Invalid settings.maxFiles: got NaN'))
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Invalid settings.maxFileSize: got -1'))
    expect(container.querySelector('.aup-banner')?.textContent).toBe(
      'Dodawanie załączników jest chwilowo niedostępne. Odśwież stronę lub spróbuj później.',
    )
    expect(container.querySelector(markup.root)?.getAttribute('aria-disabled')).toBe('true')
  })

  it('keeps the files already added when settings and count change', async () => {
    const { container, rerender } = await setup({ settings: { maxFiles: 5, maxFileSize: 10_000 } })
    await addFiles(container, [pngFile('a.png')])
    await rerender({ settings: { maxFiles: 6, maxFileSize: 20_000 }, existingCount: 2, token: 'member-token-2' })
    expect(container.querySelectorAll(markup.fileItem)).toHaveLength(1)
    await addFiles(container, [pngFile('b.png'), pngFile('c.png'), pngFile('d.png'), pngFile('e.png')])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        'Nie dodano wybranych plików: możesz dodać jeszcze najwyżej 3 pliki. Wybierz mniej plików.',
      ]),
    )
  })
})

describe('lifecycle', () => {
  it('aborts its requests on unmount and calls nothing afterwards', async () => {
    worker.use(mock.slowSuccess(1_500))
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    onCleanup(() => abort.mockRestore())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container, unmount } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    unmount()
    expect(abort).toHaveBeenCalledTimes(2)
    await sleep(2_000)
    expect(onUploadSuccess).not.toHaveBeenCalled()
    expect(onCompleteSuccess).not.toHaveBeenCalled()
  })

  it('sends exactly one request per file in StrictMode, even on a double click', async () => {
    worker.use(mock.slowSuccess(300))
    const onUploadSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess })
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').dblClick()
    await eventually(() => expect(onUploadSuccess).toHaveBeenCalledTimes(2))
    await sleep(500)
    expect(requests).toHaveLength(2)
  })
})

describe('Polish only', () => {
  it('shows no English in any state the member can reach', async () => {
    const leaks: string[] = []
    const scan = (state: string, root: Element, ignore: string[] = []) =>
      leaks.push(...findEnglish(root, ignore).map((leak) => `${state} → ${leak}`))

    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup({ settings: { maxFiles: 4, maxFileSize: 10_000 }, existingCount: 1 })
    scan('empty', container)

    await addFiles(container, [new File(['x'], 'skrypt.exe', { type: 'application/x-msdownload' })])
    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    scan('wrong type', container, ['skrypt.exe'])

    await addFiles(container, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')])
    await eventually(() => expect(noticeTexts(container)).toHaveLength(2))
    scan('too many', container, ['skrypt.exe'])

    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    scan('waiting', container, ['zdjecie.png', 'faktura.pdf'])

    await userEvent.click(container.querySelector(markup.fileEditButton) as HTMLElement)
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    scan('file card', container, ['zdjecie.png', 'faktura.pdf'])
    await userEvent.click(container.querySelector(`${markup.fileCard} ${markup.fileCardCancel}`) as HTMLElement)
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())

    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    // During a run the Dashboard redraws in a later task: the uploading view is the one with the pause button.
    await eventually(() => expect(container.querySelector(markup.statusBarAction('togglePauseResume'))).not.toBeNull())
    scan('uploading', container, ['zdjecie.png', 'faktura.pdf'])

    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(container.querySelector(markup.statusBar)?.textContent).toContain('Wstrzymano'))
    scan('paused', container, ['zdjecie.png', 'faktura.pdf'])

    releaseHeldRequests()
    worker.use(mock.networkError())
    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(fileErrors(container)).toHaveLength(2), { timeout: 8_000 })
    scan('network error', container, ['zdjecie.png', 'faktura.pdf'])

    worker.use(mock.success())
    await clickStatusBar(container, 'retry')
    await eventually(() =>
      expect(container.querySelector(markup.statusBar)?.textContent).toContain('Przesyłanie zakończone'),
    )
    scan('complete', container, ['zdjecie.png', 'faktura.pdf'])

    expect(leaks).toEqual([])
  })

  it('shows no English without a token or with unusable settings', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    onCleanup(() => consoleError.mockRestore())
    const withoutToken = await setup({ token: '' })
    await addFiles(withoutToken.container, [pngFile()])
    const broken = await setup({ settings: { maxFiles: 0, maxFileSize: 0 } })
    expect([...findEnglish(withoutToken.container, ['zdjecie.png']), ...findEnglish(broken.container)]).toEqual([])
  })
})

describe('adding files', () => {
  const fileTransfer = (files: File[]) => {
    const transfer = new DataTransfer()
    for (const file of files) transfer.items.add(file)
    return transfer
  }

  it('accepts files dropped on the drop area', async () => {
    const { container } = await setup({})
    const dropArea = container.querySelector(markup.root) as HTMLElement
    const dataTransfer = fileTransfer([pngFile('upuszczone.png')])
    dropArea.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }))
    dropArea.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }))
    await eventually(() => expect(listedNames(container)).toEqual(['upuszczone.png']))
  })

  it('accepts files pasted while focus is in the panel', async () => {
    const { container } = await setup({})
    const browse = container.querySelector<HTMLElement>(markup.browseButton)
    browse?.focus()
    expect(container.contains(document.activeElement)).toBe(true)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', {
        bubbles: true,
        cancelable: true,
        clipboardData: fileTransfer([pdfFile('wklejony.pdf')]),
      }),
    )
    await eventually(() => expect(listedNames(container)).toEqual(['wklejony.pdf']))
  })

  it('sends every file at once, with no concurrency limit', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup({})
    const files = Array.from({ length: 8 }, (_, index) => pngFile(`zdjecie-${index}.png`, index))
    await addFiles(container, files)
    await button('Prześlij 8 plików').click()
    // Uppy's default limit is 5; all 8 reach the server while none has been answered.
    await eventually(() => expect(requests).toHaveLength(8))
  })
})

describe('layout', () => {
  it('keeps the dashboard area at most 500 px high, even when asked for more', async () => {
    const { container } = await setup({ height: 900 })
    await addFiles(
      container,
      Array.from({ length: 12 }, (_, index) => pngFile(`zdjecie-${index}.png`, index)),
    )
    const inner = container.querySelector(markup.inner) as HTMLElement
    expect(inner.getBoundingClientRect().height).toBeLessThanOrEqual(500)
    expect(container.querySelector(`${markup.note}, ${markup.addFilesArea}`)).not.toBeNull()
  })

  it('carries the note "Tylko zdjęcia i PDF." and offers no remote sources', async () => {
    const { container } = await setup()
    expect(container.querySelector(markup.note)?.textContent).toBe('Tylko zdjęcia i PDF.')
    expect(container.querySelectorAll(markup.sourceTab)).toHaveLength(0)
  })

  // What lets the locale leave Uppy's folder and window texts as its Polish pack has them (DASHBOARD_OPTIONS).
  it('is inline and picks files, never folders: no window title, no folder texts', async () => {
    const { container } = await setup()
    expect(container.querySelector('.uppy-Dashboard--modal, [role="dialog"]')).toBeNull()
    // One browse button, for files (Uppy keeps a hidden folder input that no button opens).
    expect([...container.querySelectorAll(markup.browseButton)].map((button) => button.textContent)).toEqual([
      'wybierz pliki z urządzenia',
    ])
    for (const key of [...UNREACHABLE_KEYS.folders, ...UNREACHABLE_KEYS.modal]) {
      const text = String(uppyLocale.strings[key]).split('%{')[0] ?? ''
      expect(container.textContent, key).not.toContain(text)
    }
  })
})

describe('motion', () => {
  // Each endless animation makes the browser draw 60 frames a second for the whole upload: measured
  // at about 65 ms of CPU per second in headless Chromium, a sixth of a 40-file upload's CPU.
  it('animates nothing endlessly while files are sent (the bar shows the progress)', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup({})
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    await eventually(() => expect(container.querySelector(`${markup.statusBar}.is-uploading`)).not.toBeNull())
    const endless = container
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
    expect(endless.map((animation) => (animation as CSSAnimation).animationName ?? 'script animation')).toEqual([])
  })
})
