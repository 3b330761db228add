// The whole flow by keyboard alone, in every engine (e2e-chromium, e2e-firefox, e2e-webkit):
// where Tab goes, what Enter and Escape do, where focus lands after each step, and paste.
import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import * as markup from '../../src/test/selectors'
import { addFiles, completeRuns, count, noticeTexts, receivedCount, textOf } from '../support/actions'
import { openPanel, setUpEngineStack } from '../support/engineStack'
import { expectFocusOn, hasVisibleFocus, inputSeen, tabTo, watchInput } from '../support/keyboard'
import { makeFile } from '../support/testFiles'

// Room for bodies larger than the socket buffers, so a pause finds them on their way.
const stack = setUpEngineStack({ maxFileSize: 64 * 1024 * 1024 })

describe('keyboard only', () => {
  it('adds a file, renames it in the card, uploads, sees an error, retries and completes without the mouse', async () => {
    const page = await openPanel(stack)
    await watchInput(page)

    // Browse: Enter on the button opens the system file chooser; the member picks a file in it.
    await tabTo(page, 'wybierz pliki z urządzenia')
    expect(await hasVisibleFocus(page)).toBe(true)
    await page.press('Enter')
    await expect.poll(async () => (await inputSeen(page)).fileChoosers).toBe(1)
    await addFiles(stack, page, [makeFile('skan.pdf', 4_000)])
    await expect.poll(() => count(page, markup.fileItem)).toBe(1)

    // The file card: focus moves in, Escape closes it and focus returns to the file. (Focus is on the
    // upload button once files are added, below the list.)
    await expectFocusOn(page, 'Prześlij 1 plik')
    await tabTo(page, 'Edytuj plik „skan.pdf”', { backward: true })
    expect(await hasVisibleFocus(page)).toBe(true)
    await page.press('Enter')
    await expect
      .poll(() => page.evaluate((card) => !!document.activeElement?.closest(card), markup.fileCard))
      .toBe(true)
    await page.press('Escape')
    await expectFocusOn(page, 'Edytuj plik „skan.pdf”')
    await expect.poll(() => count(page, markup.fileCard)).toBe(0)

    // Rename: type a new name and save with Enter; focus returns to the renamed file.
    await page.press('Enter')
    await expectFocusOn(page, 'Nazwa pliku')
    await page.press('Control+A')
    await page.type('umowa.pdf')
    await page.press('Enter')
    await expectFocusOn(page, 'Edytuj plik „umowa.pdf”')

    // Upload: the sign-in has lapsed once (a refusal would offer no retry); the member retries and it completes.
    stack.server.queueScenarios(['401'])
    await tabTo(page, 'Prześlij 1 plik')
    expect(await hasVisibleFocus(page)).toBe(true)
    await page.press('Enter')
    await expect
      .poll(() => noticeTexts(page))
      .toEqual([messages.uploadFailedForFile('umowa.pdf', messages.unauthorized)])
    // The upload button gave way to the retry button, and focus went with it.
    await expectFocusOn(page, /^Ponów/)
    expect(await hasVisibleFocus(page)).toBe(true)
    await page.press('Enter')
    await expect.poll(() => completeRuns(page)).toBe('1')

    expect(stack.server.requests().map((entry) => entry.file?.name)).toEqual(['umowa.pdf', 'umowa.pdf'])
    expect(await inputSeen(page)).toEqual({ fileChoosers: 1, pointer: [] })
  })

  it('removes a file, pauses, resumes and cancels without the mouse', async () => {
    const page = await openPanel(stack, '?maxFileSize=67108864')
    await watchInput(page)
    await tabTo(page, 'wybierz pliki z urządzenia')
    await page.press('Enter')
    await expect.poll(async () => (await inputSeen(page)).fileChoosers).toBe(1)
    // Bodies larger than the socket buffers, read slowly: both are on their way when the member
    // pauses (a body already sent is not aborted by a pause, docs/reliability.md case 38).
    const large = 40 * 1024 * 1024
    await addFiles(stack, page, [
      makeFile('pierwszy.pdf', large),
      makeFile('drugi.pdf', 4_000),
      makeFile('trzeci.pdf', large),
    ])
    await expect.poll(() => count(page, markup.fileItem)).toBe(3)

    await expectFocusOn(page, 'Prześlij 3 pliki')
    await tabTo(page, 'Usuń plik „drugi.pdf”', { backward: true })
    expect(await hasVisibleFocus(page)).toBe(true)
    await page.press('Enter')
    await expect.poll(() => count(page, markup.fileItem)).toBe(2)
    // The removed file's button is gone: focus goes to the upload button, not to the page.
    await expectFocusOn(page, 'Prześlij 2 pliki')

    stack.server.limitReadRate(1024 * 1024)
    await page.press('Enter')
    await expect.poll(() => stack.server.requests().filter((entry) => entry.bodyBytesReceived > 0).length).toBe(2)

    // The upload button gave way to the progress display, and focus went to its pause button.
    await expectFocusOn(page, 'Wstrzymaj')
    expect(await hasVisibleFocus(page)).toBe(true)
    await page.press('Enter')
    await expect.poll(() => textOf(page, markup.statusBar)).toContain('Wstrzymano')
    // The server learns of an abort only once it has read what the buffers on the way still hold.
    stack.server.limitReadRate(null)
    await expect.poll(() => stack.server.requests().filter((entry) => entry.closedByClient).length).toBe(2)
    await expectFocusOn(page, 'Wznów')
    stack.server.limitReadRate(1024 * 1024)
    await page.press('Enter')
    await expect.poll(() => stack.server.requests().length).toBe(4)

    await tabTo(page, 'Anuluj')
    await page.press('Enter')
    stack.server.limitReadRate(null)
    await expect.poll(() => stack.server.requests().filter((entry) => entry.closedByClient).length).toBe(4)
    await expect.poll(() => count(page, markup.fileItem)).toBe(0)
    expect(await receivedCount(page)).toBe('0')
    expect((await inputSeen(page)).pointer).toEqual([])
  }, 60_000)

  it('pastes files while focus is in the panel', async () => {
    const page = await openPanel(stack)
    await tabTo(page, 'wybierz pliki z urządzenia')
    await page.evaluate(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['%PDF-1.4\n'], 'wklejony.pdf', { type: 'application/pdf' }))
      // What the browser hands the page for a real paste. Firefox's ClipboardEvent constructor copies
      // only the strings of a given DataTransfer, so the files are attached to the event as they arrive.
      const paste = new Event('paste', { bubbles: true, cancelable: true })
      Object.defineProperty(paste, 'clipboardData', { value: transfer })
      document.activeElement?.dispatchEvent(paste)
    }, null)
    await expect
      .poll(() => page.evaluate((s) => document.querySelector(s)?.getAttribute('title'), markup.fileName))
      .toBe('wklejony.pdf')
  })
})
