// The reliability catalogue (docs/reliability.md): every bad input and fault gets a clear
// Polish answer, no request the panel should not send, and nothing lost. Files, host settings and props.
import { describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, listedNames, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup } = setUpUploadMock()
const ALLOWED = 'Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.'

const named = (name: string, type: string, content: BlobPart = 'x') =>
  new File([content], name, { type, lastModified: 1_700_000_000_000 })

describe('files', () => {
  it.each([
    ['notatka.txt', 'text/plain'],
    ['program.exe', 'application/x-msdownload'],
    ['rysunek.svg', 'image/svg+xml'],
    ['zdjecie.webp', 'image/webp'],
  ])('1. refuses %s with the allowed types', async (name, type) => {
    const { container } = await setup()
    await addFiles(container, [named(name, type)])
    await eventually(() => expect(noticeTexts(container)).toEqual([ALLOWED]))
    expect(listedNames(container)).toEqual([])
  })

  it.each([
    ['zdjecie.heic', 'image/heic'],
    ['IMG_0042.HEIC', ''],
  ])('1. refuses %s (an iPhone photo) saying how to send it, beside the allowed types', async (name, type) => {
    const { container } = await setup()
    await addFiles(container, [named(name, type)])
    await eventually(() => expect(noticeTexts(container)).toEqual([messages.heicPhoto(name)]))
    expect(listedNames(container)).toEqual([])
  })

  it.each([
    ['photo.jpg', 'image/jpeg', 'to jest tekst, nie zdjęcie'],
    ['scan.pdf', 'application/pdf', 'MZ\u0090\u0000 program'],
  ])('2. refuses %s whose first bytes are not what its name says', async (name, type, content) => {
    worker.use(mock.success())
    const { container } = await setup()
    await addFiles(container, [named(name, type, content)])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        `Zawartość pliku „${name}” nie zgadza się z jego rozszerzeniem. Dodaj zdjęcie lub dokument zapisany jako JPEG, GIF, PNG lub PDF.`,
      ]),
    )
    expect(listedNames(container)).toEqual([])
    expect(requests).toHaveLength(0)
  })

  it('2. sends a real PNG named .jpg with its real type', async () => {
    worker.use(mock.success())
    const onUploadSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess })
    const png = await pngFile().arrayBuffer()
    await addFiles(container, [named('zdjecie.jpg', 'image/jpeg', png)])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onUploadSuccess).toHaveBeenCalledTimes(1))
    expect(requests[0]?.files[0]).toMatchObject({ name: 'zdjecie.jpg', type: 'image/png' })
  })

  it('3. refuses an empty file', async () => {
    const { container } = await setup()
    await addFiles(container, [named('pusty.png', 'image/png', '')])
    await eventually(() =>
      expect(noticeTexts(container)).toEqual(['Plik „pusty.png” jest pusty. Wybierz plik z zawartością.']),
    )
    expect(listedNames(container)).toEqual([])
  })

  it('5. accepts exactly the places left', async () => {
    const { container } = await setup({ settings: { maxFiles: 4, maxFileSize: 10_000 }, existingCount: 1 })
    await addFiles(container, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')])
    await eventually(() => expect(listedNames(container)).toEqual(['a.png', 'b.png', 'c.png']))
    expect(noticeTexts(container)).toEqual([])
  })

  it('5. keeps none of a selection larger than the places left, and says how many remain', async () => {
    const { container } = await setup({ settings: { maxFiles: 6, maxFileSize: 10_000 }, existingCount: 1 })
    await addFiles(
      container,
      Array.from({ length: 6 }, (_, index) => pngFile(`${index}.png`)),
    )
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        'Nie dodano wybranych plików: możesz dodać jeszcze najwyżej 5 plików. Wybierz mniej plików.',
      ]),
    )
    expect(listedNames(container)).toEqual([])
  })

  it('6. lists a file added twice once, says so, and uploads it once', async () => {
    worker.use(mock.success())
    const onUploadSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess })
    // The same File twice (a file input would give it a new modification time each time here).
    const file = pngFile('raz.png')
    const dropArea = container.querySelector(markup.root) as HTMLElement
    for (let i = 0; i < 2; i++) {
      const dataTransfer = new DataTransfer()
      dataTransfer.items.add(file)
      dropArea.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }))
      await eventually(() => expect(listedNames(container)).toEqual(['raz.png']))
    }
    await eventually(() => expect(noticeTexts(container)).toEqual(['Plik „raz.png” jest już na liście.']))
    expect(listedNames(container)).toEqual(['raz.png'])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onUploadSuccess).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(1)
  })

  it('7. shows hostile, long, Polish and reordered names as plain text, sending the original name', async () => {
    worker.use(mock.success())
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onCompleteSuccess })
    const png = await pngFile().arrayBuffer()
    const names = [
      '<img src=x onerror=alert(1)>.png',
      `${'bardzo-długa-nazwa-pliku-'.repeat(12)}koniec.png`,
      'Zażółć gęślą jaźń 📎.png',
      'faktura\u202Egnp.png',
    ]
    await addFiles(
      container,
      names.map((name) => named(name, 'image/png', png)),
    )
    await eventually(() => expect(listedNames(container)).toHaveLength(4))

    expect(container.querySelector('img[src="x"]')).toBeNull()
    const shown = listedNames(container).join('\n')
    expect(shown).toContain('<img src=x onerror=alert(1)>.png')
    expect(shown).toContain('Zażółć gęślą jaźń 📎.png')
    expect(shown).toContain('fakturagnp.png')
    expect(shown).not.toContain('\u202E')
    const dashboard = container.querySelector(markup.inner) as HTMLElement
    expect(dashboard.scrollWidth).toBeLessThanOrEqual(dashboard.clientWidth)

    await button('Prześlij 4 pliki').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests.map((request) => request.files[0]?.name).sort()).toEqual([...names].sort())
  })

  it('8. adds the allowed files of a mixed drop and reports the rest once', async () => {
    const { container } = await setup()
    const transfer = new DataTransfer()
    for (const file of [
      pngFile('a.png'),
      named('b.txt', 'text/plain'),
      named('c.svg', 'image/svg+xml'),
      pdfFile('d.pdf'),
    ]) {
      transfer.items.add(file)
    }
    const dropArea = container.querySelector(markup.root) as HTMLElement
    dropArea.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }))
    await eventually(() => expect(listedNames(container)).toEqual(['a.png', 'd.pdf']))
    expect(noticeTexts(container)).toEqual([`${ALLOWED} Nie dodano też 1 innego pliku.`])
  })
})

describe('host settings and props', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
  ])('9. sends nothing with a token that is %s, and explains why', async (_label, token) => {
    worker.use(mock.success())
    const { container } = await setup({ token })
    await addFiles(container, [pngFile()])
    expect(container.querySelector('.aup-banner')?.textContent).toBe('Zaloguj się, aby przesyłać pliki.')
    await sleep(200)
    // Asked after the status bar had time to come with the listed file.
    expect(container.querySelector(markup.uploadButton)?.checkVisibility() ?? false).toBe(false)
    expect(requests).toHaveLength(0)
  })

  it('9. does not send a retry after the token was removed', async () => {
    worker.use(mock.serverError())
    const { container, rerender } = await setup()
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(1), { timeout: 8_000 })
    const sent = requests.length
    await rerender({ token: null })
    await clickStatusBar(container, 'retry')
    await eventually(() => expect(fileErrors(container)).toEqual(['Zaloguj się, aby przesyłać pliki.']))
    expect(requests).toHaveLength(sent)
  })
})
