// Issue 16: a failed file says why in its own row, offers what can help, and keeps
// the reason until it is retried, removed or sent.
import { describe, expect, it, vi } from 'vitest'
import { LONG_BAD_REQUEST_MESSAGE } from '../../mocks/cannedResponses'
import * as messages from '../i18n/messages'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { queryFailureReason, queryFileItem } from '../test/panelQueries'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { worker, mock, requests, setup } = setUpUploadMock()

const row = (container: HTMLElement, name: string) => {
  const item = queryFileItem(container, name)
  if (!item) throw new Error(`"${name}" is not listed`)
  return item
}
const reasonIn = (container: HTMLElement, name: string) => queryFailureReason(row(container, name))?.textContent ?? null
const retryButtonIn = (container: HTMLElement, name: string) =>
  row(container, name).querySelector<HTMLElement>(`${markup.fileProgressButton}[aria-label^="Ponów"]`)
const statusBarRetry = (container: HTMLElement) => container.querySelector<HTMLElement>(markup.statusBarAction('retry'))
const isShown = (element: HTMLElement | null) => !!element && element.checkVisibility()

async function uploadAndFail(container: HTMLElement, count: number) {
  await button(count === 1 ? 'Prześlij 1 plik' : `Prześlij ${count} pliki`).click()
  await eventually(() => expect(container.querySelectorAll(markup.failedFileItem)).toHaveLength(count), {
    timeout: 8_000,
  })
}

describe('the reason of a failure, in its row', () => {
  it('a network failure: the reason, described on the row’s actions, and "Ponów" in the row and the bar; a retry clears the reason while the file is sent', async () => {
    worker.use(mock.networkError())
    const { container } = await setup()
    await addFiles(container, [pngFile('zdjecie.png')])
    await uploadAndFail(container, 1)

    await eventually(() => expect(reasonIn(container, 'zdjecie.png')).toBe(messages.networkError))
    const remove = row(container, 'zdjecie.png').querySelector<HTMLElement>(markup.fileRemoveButton)
    const describedBy = remove?.getAttribute('aria-describedby') ?? ''
    expect(container.querySelector(`[id="${describedBy}"]`)?.textContent).toBe(messages.networkError)
    // Its row offers its own retry, as it offered its pause from the start of the send, and so does the status bar.
    expect(isShown(retryButtonIn(container, 'zdjecie.png'))).toBe(true)
    // The status bar draws the run's end on its beat (core/runBeat.ts), a moment after the row.
    await eventually(() => expect(isShown(statusBarRetry(container))).toBe(true))
    const retry = statusBarRetry(container)

    worker.use(mock.slowSuccess(1_500))
    const sentBefore = requests.length
    await clickElement(retry)
    await eventually(() => expect(requests).toHaveLength(sentBefore + 1))
    await eventually(() => expect(queryFailureReason(row(container, 'zdjecie.png'))).toBeNull())
    expect(container.querySelector(markup.statusBar)).not.toHaveClass('is-complete')
    expect(row(container, 'zdjecie.png').querySelector('[aria-describedby]')).toBeNull()
    await eventually(() => expect(container.querySelector(markup.statusBar)).toHaveClass('is-complete'), {
      timeout: 8_000,
    })
    expect(queryFailureReason(row(container, 'zdjecie.png'))).toBeNull()
  })

  it('a refusal (400) offers removal, not a retry; removing the file takes its reason with it', async () => {
    worker.use(mock.badRequest('Plik jest uszkodzony.'))
    const { container } = await setup()
    await addFiles(container, [pdfFile('umowa.pdf')])
    await uploadAndFail(container, 1)

    await eventually(() => expect(reasonIn(container, 'umowa.pdf')).toBe('Plik jest uszkodzony.'))
    expect(isShown(retryButtonIn(container, 'umowa.pdf'))).toBe(false)
    expect(isShown(statusBarRetry(container))).toBe(false)
    const remove = row(container, 'umowa.pdf').querySelector<HTMLElement>(markup.fileRemoveButton)
    expect(isShown(remove)).toBe(true)
    expect(remove?.getAttribute('aria-describedby')).toBe(queryFailureReason(row(container, 'umowa.pdf'))?.id)

    await clickElement(remove)
    await eventually(() => expect(queryFileItem(container, 'umowa.pdf')).toBeNull())
    expect(container.querySelector(markup.failureReason)).toBeNull()
  })

  it('a refused file beside one that may pass: "Ponów" is offered, and sends only the one that may pass', async () => {
    worker.use(mock.refuseByName({ 'umowa.pdf': 'Plik jest uszkodzony.' }, 'networkError'))
    const { container } = await setup()
    await addFiles(container, [pdfFile('umowa.pdf'), pngFile('zdjecie.png')])
    await uploadAndFail(container, 2)
    await eventually(() => expect(reasonIn(container, 'zdjecie.png')).toBe(messages.networkError))
    expect(reasonIn(container, 'umowa.pdf')).not.toBeNull()
    // The row is repaired in the frame the failure comes; the bar offers "Ponów" once Uppy has ended the run,
    // which may be a task later (found with a busy core beside the suite).
    await eventually(() => expect(isShown(statusBarRetry(container))).toBe(true))

    // The status bar's "?" tells the reasons in the panel, not in a browser alert().
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    await eventually(() => expect(noticeTexts(container)).toEqual([]), { timeout: 8_000 })
    await clickElement(container.querySelector(markup.statusErrorDetails))
    expect(alert).not.toHaveBeenCalled()
    await eventually(() =>
      expect(noticeTexts(container)).toEqual([
        '„umowa.pdf”: Plik jest uszkodzony.',
        `„zdjecie.png”: ${messages.networkError}`,
      ]),
    )
    alert.mockRestore()

    // "Ponów" sends again only the file that may pass: the refused bytes are not sent again.
    worker.use(mock.refuseByName({ 'umowa.pdf': 'Plik jest uszkodzony.' }))
    const sentFor = (name: string) => requests.filter((request) => request.files[0]?.name === name).length
    const refusedSends = sentFor('umowa.pdf')
    await clickElement(statusBarRetry(container))
    await eventually(() => expect(queryFailureReason(row(container, 'zdjecie.png'))).toBeNull(), { timeout: 8_000 })
    await eventually(() => expect(reasonIn(container, 'umowa.pdf')).toBe('Plik jest uszkodzony.'))
    expect(sentFor('umowa.pdf')).toBe(refusedSends)
    expect(isShown(statusBarRetry(container))).toBe(false)
  })

  it('a long reason is clamped to a few lines, as text; the "?" shows the whole of it in the panel', async () => {
    worker.use(mock.longBadRequest())
    const { container } = await setup()
    await addFiles(container, [pdfFile('umowa.pdf')])
    await uploadAndFail(container, 1)
    const reason = await eventually(() => {
      const found = queryFailureReason(row(container, 'umowa.pdf'))
      expect(found?.textContent).toBe(LONG_BAD_REQUEST_MESSAGE)
      return found as HTMLElement
    })
    expect(reason.children).toHaveLength(0)
    expect(reason.clientHeight).toBeLessThan(reason.scrollHeight)
    expect(reason.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      row(container, 'umowa.pdf').getBoundingClientRect().bottom + 1,
    )
  })
})
