// Issue 49, "Inside a form": the built panel in a host's support request form (the playground's `?form`), against the
// real contract server, in every engine (e2e-chromium, e2e-firefox, e2e-webkit). With files chosen and not sent the
// form's own submit is stopped by the browser's validation at the panel; once they are stored it goes, carrying
// the subject and the stored attachments' ids, and nothing of Uppy's.
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import * as markup from '../../src/test/selectors'
import { addFiles, clickUpload, completeRuns, textOf, waitForSelector } from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

const stack = setUpEngineStack()

const submitted = (page: EnginePage) => textOf(page, '[data-testid="form-submitted"]')

/** The focused element: whether it is in the panel, and the validation message it carries. */
const focused = (page: EnginePage) =>
  page.evaluate(
    (panel) => ({
      inPanel: !!document.activeElement?.closest(panel),
      message: (document.activeElement as HTMLInputElement | null)?.validationMessage ?? null,
    }),
    '.aup-panel',
  )

/** The ids the server gave the stored files, as the host received them (`onUploadSuccess`). */
const storedIds = (page: EnginePage) =>
  page.evaluate(
    (list) =>
      [...document.querySelectorAll(`${list} code`)].map(
        (code) => (JSON.parse(code.textContent ?? '') as { id: string }).id,
      ),
    '[data-testid="received"]',
  )

describe('the panel in a host’s form', () => {
  it('stops the form’s submit while files wait, then sends it with the stored attachments’ ids', async () => {
    const page = await openPanel(stack, '?form')
    await addFiles(stack, page, [makeFile('faktura.pdf', 40_000), makeFile('zdjecie.png', 60_000)])

    await page.click('[data-testid="submit-form"]')
    // Nothing happens to wait for: the submit would have been handled at once.
    await sleep(300)
    expect(await submitted(page)).toBe('')
    expect(stack.server.requests()).toHaveLength(0)
    // The browser took the member to the panel, with its Polish message.
    expect(await focused(page)).toEqual({ inPanel: true, message: messages.formFilesWaiting })

    await clickUpload(page)
    await expect.poll(() => completeRuns(page), { timeout: 15_000 }).toBe('1')
    const ids = await storedIds(page)
    expect(ids).toHaveLength(2)
    // "Gotowe" empties the list (Uppy's hidden file inputs are back, in the form): the ids stay, the inputs add nothing.
    await page.click(markup.statusBarAction('done'))
    await waitForSelector(page, markup.fileInput)
    await page.click('[data-testid="submit-form"]')
    await expect
      .poll(() => submitted(page))
      .toBe(`subject=Faktura 11/2026 & attachmentIds[]=${ids[0]} & attachmentIds[]=${ids[1]}`)
  })
})
