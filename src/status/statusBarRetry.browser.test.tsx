import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, statusBarButton } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { worker, mock, requests, setup } = setUpUploadMock()

/** The names of the files the server was sent, refused or not, in order. */
const sentNames = () => requests.flatMap((request) => request.files.map((file) => file.name)).sort()

const retryButton = (container: HTMLElement) => container.querySelector<HTMLElement>(markup.statusBarAction('retry'))

describe('files added after a run that failed', () => {
  it('are sent by the status bar button, which names them, though the refused file may not be sent again', async () => {
    worker.use(mock.refuseByType('application/pdf', 'Plik jest uszkodzony.'))
    const onUploadSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess })
    await addFiles(container, [pdfFile('faktura.pdf')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toEqual(['Plik jest uszkodzony.']))
    // Nothing to retry: the refused file is not sent again, so there is no "Ponów".
    await eventually(() => expect(retryButton(container)).toBeNull())

    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    await page.getByRole('button', { name: 'Zamknij komunikat' }).click()
    await eventually(() => expect(noticeTexts(container)).toEqual([]))
    await addFiles(container, [pngFile('zdjecie.png')])
    await statusBarButton('Prześlij 1 plik')
    expect(retryButton(container)?.textContent).toBe('Prześlij 1 plik')
    await button('Prześlij 1 plik').click()

    await eventually(() => expect(onUploadSuccess.mock.calls.map(([file]) => file.name)).toEqual(['zdjecie.png']))
    expect(sentNames()).toEqual(['faktura.pdf', 'zdjecie.png'])
    expect(fileErrors(container)).toEqual(['Plik jest uszkodzony.'])
  })

  it('go with the failed files that may be retried, counted together, where "Ponów" was', async () => {
    worker.use(mock.unauthorized())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pdfFile('faktura.pdf')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(1))
    // The bar's own "Ponów" (the failed row offers one too, named by the list's repairs a frame after it is drawn).
    await eventually(() => expect(retryButton(container)?.textContent).toBe('Ponów'))

    await addFiles(container, [pngFile('zdjecie.png')])
    await statusBarButton('Prześlij 2 pliki')
    worker.use(mock.success())
    await button('Prześlij 2 pliki').click()

    await eventually(() =>
      expect(onUploadSuccess.mock.calls.map(([file]) => file.name).sort()).toEqual(['faktura.pdf', 'zdjecie.png']),
    )
    // One click, one set: the host hears once that all of it succeeded (Uppy sends the new file in a run of its own).
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    const completed = onCompleteSuccess.mock.calls[0]?.[0] as { successful: Array<{ file: { name: string } }> }
    expect(completed.successful.map((uploaded) => uploaded.file.name)).toEqual(['faktura.pdf', 'zdjecie.png'])
    expect(fileErrors(container)).toEqual([])
    expect(sentNames()).toEqual(['faktura.pdf', 'faktura.pdf', 'zdjecie.png'])
  })
})
