import { describe, expect, it } from 'vitest'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { worker, mock, setup } = setUpUploadMock()

const header = (container: HTMLElement) => container.querySelector(markup.listTitle)?.textContent

describe('the file list header once a run has ended', () => {
  it('says how many files were sent', async () => {
    worker.use(mock.success())
    const { container } = await setup()
    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await eventually(() => expect(header(container)).toBe('2 pliki wybrane'))
    await button('Prześlij 2 pliki').click()

    await eventually(() => expect(header(container)).toBe('Przesłano 2 pliki'), { timeout: 10_000 })
  })

  it('says how many failed, gives the header back to Uppy while they are retried, then says they were sent', async () => {
    worker.use(mock.unauthorized())
    const { container } = await setup()
    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(2))
    await eventually(() => expect(header(container)).toBe('Nie udało się przesłać 2 plików'))

    // Uppy's text for the retry is the one it showed when the run ended: only the repair can put it back.
    worker.use(mock.slowSuccess(1_500))
    await clickStatusBar(container, 'retry')
    await eventually(() => expect(header(container)).toBe('Przesyłanie 2 plików'))
    await eventually(() => expect(header(container)).toBe('Przesłano 2 pliki'), { timeout: 10_000 })
  })

  it('says both counts when some files were sent and some failed', async () => {
    worker.use(mock.refuseByType('application/pdf', 'Plik jest uszkodzony.'))
    const { container } = await setup()
    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(fileErrors(container)).toEqual(['Plik jest uszkodzony.']))

    await eventually(() => expect(header(container)).toBe('Przesłano 1 plik, nie udało się przesłać 1 pliku'))
  })

  it('names the files waiting after a failed run beside how it ended, which Uppy would call uploading', async () => {
    worker.use(mock.badRequest('Plik jest uszkodzony.'))
    const { container } = await setup()
    await addFiles(container, [pdfFile('faktura.pdf')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(header(container)).toBe('Nie udało się przesłać 1 pliku'))

    await addFiles(container, [pngFile('zdjecie.png')])
    await eventually(() => expect(header(container)).toBe('Nie udało się przesłać 1 pliku, 1 plik wybrany'))
  })

  it('names the files added after a completed run beside those sent, and offers them as they are', async () => {
    worker.use(mock.success())
    const { container } = await setup()
    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(header(container)).toBe('Przesłano 2 pliki'), { timeout: 10_000 })
    await addFiles(container, [pdfFile('aneks.pdf')])
    await eventually(() => expect(header(container)).toBe('Przesłano 2 pliki, 1 plik wybrany'))
    await eventually(() => expect(button('Prześlij 1 plik').element().textContent).toBe('Prześlij 1 plik'))
  })
})

describe('the file list header under a view that covers the list', () => {
  const titleOf = (container: HTMLElement, view: string) =>
    container.querySelector(`${view} ${markup.viewHeading}`)?.textContent

  it('goes for "add more", whose own title and "Wstecz" are Uppy’s, a heading of the panel’s section', async () => {
    const { container } = await setup()
    await addFiles(container, [pngFile('zdjecie.png')])
    await eventually(() => expect(header(container)).toBe('1 plik wybrany'))
    await button('Dodaj więcej plików').click()
    await eventually(() => expect(titleOf(container, markup.addFilesPanel)).toBe('Dodawanie kolejnych plików'))
    expect(header(container)).toBeUndefined()
    const title = container.querySelector(`${markup.addFilesPanel} ${markup.viewHeading}`) as HTMLElement
    expect(getComputedStyle(title).visibility).toBe('visible')
    await eventually(() => expect(title.getAttribute('aria-level')).toBe('2'))
    await button('Wstecz').click()
    await eventually(() => expect(header(container)).toBe('1 plik wybrany'))
  })

  it('goes for the file card, whose title names the file', async () => {
    const { container } = await setup()
    await addFiles(container, [pdfFile('faktura.pdf')])
    await button('Edytuj plik „faktura.pdf”').click()
    await eventually(() => expect(titleOf(container, markup.fileCard)).toBe('Edycja pliku „faktura.pdf”'))
    expect(header(container)).toBeUndefined()
    const title = container.querySelector(`${markup.fileCard} ${markup.viewHeading}`) as HTMLElement
    expect(getComputedStyle(title).visibility).toBe('visible')
    await eventually(() => expect(title.getAttribute('aria-level')).toBe('2'))
  })
})
