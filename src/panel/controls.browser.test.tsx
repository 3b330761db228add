// The whole panel: no token, the restrictions, mounting and unmounting (pause and resume: ./pauseAndResume.browser.test.tsx).
import { describe, expect, it, vi } from 'vitest'
import { releaseHeldRequests } from '../../mocks/handlers'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { listedNames, noticeTexts, setUpUploadMock, sizeTexts } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

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
