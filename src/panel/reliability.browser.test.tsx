// The reliability catalogue (docs/reliability.md): every bad input and fault gets a clear
// Polish answer, no request the panel should not send, and nothing lost.
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import * as messages from '../i18n/messages'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar, renderPanel } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { eventually, fileErrors, listedNames, noticeTexts, setUpUploadMock, sleep } from '../test/uploadMock'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()
const ALLOWED = 'Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.'

const named = (name: string, type: string, content: BlobPart = 'x') =>
  new File([content], name, { type, lastModified: 1_700_000_000_000 })

describe('files', () => {
  it.each([
    ['notatka.txt', 'text/plain'],
    ['program.exe', 'application/x-msdownload'],
    ['rysunek.svg', 'image/svg+xml'],
    ['zdjecie.webp', 'image/webp'],
    ['zdjecie.heic', 'image/heic'],
  ])('1. refuses %s with the allowed types', async (name, type) => {
    const { container } = await setup()
    await addFiles(container, [named(name, type)])
    await eventually(() => expect(noticeTexts(container)).toEqual([ALLOWED]))
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

describe('server answers', () => {
  it('14. shows HTML in a 400 message as text', async () => {
    worker.use(mock.htmlBadRequest())
    const { container } = await setup()
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    expect(noticeTexts(container)[0]).toContain('<img src=x onerror=alert(1)>')
    expect(container.querySelector('.aup-notices img')).toBeNull()
  })

  it('15. clips a very long 400 message, keeping the full text reachable', async () => {
    worker.use(mock.longBadRequest())
    const { container } = await setup()
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    const text = container.querySelector('.aup-notice__text') as HTMLElement
    expect(text.textContent?.length).toBeGreaterThan(1000)
    expect(text.clientHeight).toBeLessThan(text.scrollHeight)
    expect(text.tabIndex).toBe(0)
    expect(fileErrors(container)[0]).toBe(text.textContent)
  })

  it.each([
    ['16. a 400 without a message', 'badRequestWithoutMessage', messages.refusedByServer],
    ['16. a 400 with a non-JSON body', 'badRequestNonJson', messages.refusedByServer],
    ['17. 401', 'unauthorized', messages.unauthorized],
    ['17. 403', 'forbidden', messages.forbidden],
    ['17. 404', 'notFound', messages.refusedByServer],
    ['17. 413', 'payloadTooLarge', messages.tooLargeForServer],
  ] as const)('%s → the generic failure, its reason on the file, not retried', async (_label, handler, reason) => {
    worker.use(mock[handler]())
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toEqual([reason]))
    // The status bar draws the run's end in the next frame.
    await eventually(() =>
      expect(container.querySelector(markup.statusBar)?.textContent).toContain(messages.uploadFailed),
    )
    await sleep(1_200)
    expect(requests).toHaveLength(1)
    expect(onCompleteSuccess).not.toHaveBeenCalled()
    if (handler === 'unauthorized')
      expect(noticeTexts(container).join(' ')).toContain('Zaloguj się, a potem ponów przesyłanie')
  })

  it('18. retries a 429 after the Retry-After the server asked for, then succeeds', async () => {
    worker.use(mock.failTimesThenSucceed(1, 'tooManyRequests'))
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 8_000 })
    expect(requests).toHaveLength(2)
    // Retry-After: 1 → the second request came at least ~1 s after the first (a lower bound only).
    const [first, second] = requests
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(900)
  })

  it('18. gives up on a 503 after three retries with growing delays', async () => {
    worker.use(mock.badGateway())
    const { container } = await setup()
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toEqual([messages.failedTryLater]), { timeout: 8_000 })
    expect(requests).toHaveLength(4)
  })

  it.each([
    ['an empty body', 'emptySuccess', null],
    ['a non-JSON body', 'textSuccess', 'string'],
  ] as const)('19. counts a 2xx with %s as success and hands over the raw body', async (_label, handler, bodyKind) => {
    worker.use(mock[handler]())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    const body = onUploadSuccess.mock.calls[0]?.[1].body
    if (bodyKind === null) expect(body).toBeNull()
    else expect(typeof body).toBe('string')
    expect(fileErrors(container)).toEqual([])
  })
})

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
    const transfer = new DataTransfer()
    transfer.items.add(pdfFile('drugi.pdf'))
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: transfer }),
    )
    await eventually(() => expect(listedNames(second.container)).toEqual(['drugi.pdf']))
    expect(listedNames(first.container)).toEqual(['pierwszy.png'])
    expect(noticeTexts(second.container)).toEqual([])

    // The status bar comes with the first listed file.
    await eventually(() => expect(first.container.querySelector(markup.uploadButton)).not.toBeNull())
    await userEvent.click(first.container.querySelector(markup.uploadButton) as HTMLElement)
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

describe('security', () => {
  it('31. the token never appears in a URL, the console, storage or the DOM', async () => {
    const token = 'member-token-2'
    worker.use(mock.badRequest('Odrzucono.'))
    const logged: string[] = []
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '))
      })
      onCleanup(() => spy.mockRestore())
    }
    const { container } = await setup({ token })
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(requests).toHaveLength(1))
    await eventually(() => expect(fileErrors(container)).toHaveLength(1))

    expect(requests[0]?.authorization).toBe(`Bearer ${token}`)
    expect(requests.every((request) => !request.url.includes(token))).toBe(true)
    expect(logged.filter((line) => line.includes(token))).toEqual([])
    expect(document.documentElement.outerHTML).not.toContain(token)
    const stored = [
      ...Object.keys(localStorage).map((key) => localStorage.getItem(key)),
      ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
      document.cookie,
    ].join('\n')
    expect(stored).not.toContain(token)
    expect((await indexedDB.databases()).length).toBe(0)
  })
})
