// The reliability catalogue (docs/reliability.md), continued: lifecycle and load.
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { pasteFiles } from '../test/pasteFiles'
import { addFiles, button, clickStatusBar, renderPanel } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, listedNames, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()
describe('lifecycle and load', () => {
  it('23. unmounting during an upload logs no React warning and calls nothing', async () => {
    worker.use(mock.slowSuccess(800))
    const consoleError = vi.spyOn(console, 'error')
    const consoleWarn = vi.spyOn(console, 'warn')
    onCleanup(() => {
      consoleError.mockRestore()
      consoleWarn.mockRestore()
    })
    const onUploadSuccess = vi.fn()
    const { container, unmount } = await setup({ onUploadSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(requests).toHaveLength(1))
    unmount()
    await sleep(1_200)
    expect(onUploadSuccess).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(consoleWarn).not.toHaveBeenCalled()
  })

  it('27. retry sends only the files that failed', async () => {
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    let failedOnce = false
    // Fails the first request for zly.pdf; every other request falls through to the validating mock.
    const failZlyOnce = http.post('*/api/member/v1/attachments/upload', async ({ request }) => {
      const file = (await request.clone().formData()).get('file')
      if (failedOnce || !(file instanceof File) || file.name !== 'zly.pdf') return undefined
      failedOnce = true
      // A failure that can be retried (a refused file offers only removal).
      return HttpResponse.json({ message: 'Sesja wygasła.' }, { status: 401 })
    })
    worker.use(failZlyOnce, mock.success())
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile('dobry.png'), pdfFile('zly.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => {
      expect(fileErrors(container)).toHaveLength(1)
      expect(onUploadSuccess).toHaveBeenCalledTimes(1)
    })
    const sentBefore = requests.length
    await clickStatusBar(container, 'retry')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests.slice(sentBefore).map((request) => request.files[0]?.name)).toEqual(['zly.pdf'])
  })

  it('28. two panels on one page are independent; paste goes to the focused one', async () => {
    worker.use(mock.badRequest('Błąd tylko w pierwszym panelu.'))
    const first = await setup()
    const second = await renderPanel()
    onCleanup(second.unmount)
    await addFiles(first.container, [pngFile('pierwszy.png')])
    const browse = second.container.querySelector<HTMLElement>(markup.browseButton)
    browse?.focus()
    pasteFiles(document.activeElement as Element, [pdfFile('drugi.pdf')])
    await eventually(() => expect(listedNames(second.container)).toEqual(['drugi.pdf']))
    expect(listedNames(first.container)).toEqual(['pierwszy.png'])
    expect(noticeTexts(second.container)).toEqual([])

    // The status bar comes with the first listed file.
    await eventually(() => expect(first.container.querySelector(markup.uploadButton)).not.toBeNull())
    await clickElement(first.container.querySelector(markup.uploadButton))
    await eventually(() => expect(noticeTexts(first.container)).toEqual(['Błąd tylko w pierwszym panelu.']))
    expect(noticeTexts(second.container)).toEqual([])
    expect(fileErrors(second.container)).toEqual([])
  })

  it('29. 200 small files: each sent once, every callback delivered, one complete', async () => {
    worker.use(mock.success())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({
      settings: { maxFiles: 250, maxFileSize: 10_000 },
      onUploadSuccess,
      onCompleteSuccess,
    })
    const files = Array.from({ length: 200 }, (_, index) =>
      pngFile(`plik-${String(index).padStart(3, '0')}.png`, index),
    )
    await addFiles(container, files)
    await button('Prześlij 200 plików').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 60_000 })
    expect(requests).toHaveLength(200)
    expect(new Set(requests.map((request) => request.files[0]?.name)).size).toBe(200)
    expect(onUploadSuccess).toHaveBeenCalledTimes(200)
    expect(onCompleteSuccess.mock.calls[0]?.[0].successful).toHaveLength(200)
  }, 90_000)
})
