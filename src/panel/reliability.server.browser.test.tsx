// The reliability catalogue (docs/reliability.md), continued: the server's answers, and safety.
import { describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()
describe('server answers', () => {
  it('14. shows HTML in a 400 message as text', async () => {
    worker.use(mock.htmlBadRequest())
    const { container } = await setup()
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    expect(noticeTexts(container)[0]).toContain('<img src=x onerror=alert(1)>')
    expect(container.querySelector(`${markup.noticeList} img`)).toBeNull()
  })

  it('15. cuts a very long 400 message after four lines with an ellipsis, saying where the whole text is', async () => {
    worker.use(mock.longBadRequest())
    const { container } = await setup()
    await addFiles(container, [pngFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    const text = container.querySelector(markup.noticeText) as HTMLElement
    expect(text.textContent?.length).toBeGreaterThan(1000)
    expect(text.clientHeight).toBeLessThan(text.scrollHeight)
    expect(Math.round(text.clientHeight / Number.parseFloat(getComputedStyle(text).lineHeight))).toBe(4)
    expect(getComputedStyle(text).webkitLineClamp).toBe('4')
    expect(text.nextElementSibling?.textContent).toBe(messages.wholeMessageInDetails)
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
