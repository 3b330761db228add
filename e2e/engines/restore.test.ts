// Issue 26: a reload loses nothing, a file is never sent twice, nothing outlives the member's session.
// The built package in the host page against the real contract server, in every engine (e2e-chromium,
// e2e-firefox, e2e-webkit): each keeps IndexedDB its own way.
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import * as restoreMessages from '../../src/restore/restoreMessages'
import * as markup from '../../src/test/selectors'
import {
  addFiles,
  clickUpload,
  completeRuns,
  count,
  failureReasons,
  listedNames,
  noticeTexts,
  waitForSelector,
} from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { keptRecords } from '../support/keptRecords'
import { makeFile } from '../support/testFiles'

const stack = setUpEngineStack()

/** Every storage a page of this origin could have written: IndexedDB databases, localStorage, Cache Storage. */
const storageUsed = (page: EnginePage) =>
  page.evaluate(
    async () => ({
      databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
      localStorage: localStorage.length,
      caches: typeof caches === 'undefined' ? 0 : (await caches.keys()).length,
    }),
    null,
  )

/** Elements matching `selector` that take up space on screen. */
const visibleCount = (page: EnginePage, selector: string) =>
  page.evaluate(
    (s) => [...document.querySelectorAll(s)].filter((element) => element.getBoundingClientRect().width > 0).length,
    selector,
  )

async function reloadPanel(page: EnginePage) {
  await page.reload()
  await waitForSelector(page, markup.shown, 30_000)
}

const pollOptions = { timeout: 10_000, interval: 100 }

describe('restoring files after a reload', () => {
  it('brings back chosen files after a reload, once, sending nothing until the member presses upload', async () => {
    const page = await openPanel(stack, '?restore=member-a')
    await addFiles(stack, page, [makeFile('zdjecie.png', 20_000), makeFile('umowa.pdf', 30_000)])
    await expect.poll(() => keptRecords(page), pollOptions).toHaveLength(2)

    await reloadPanel(page)
    // The host renders in StrictMode: its double mount must not restore twice.
    await expect.poll(() => listedNames(page), pollOptions).toEqual(['zdjecie.png', 'umowa.pdf'])
    expect(await noticeTexts(page)).toEqual([restoreMessages.filesRestored(2, 0)])
    await sleep(500)
    expect(stack.server.requests()).toHaveLength(0)
    expect(await listedNames(page)).toHaveLength(2)

    await clickUpload(page)
    await expect.poll(() => completeRuns(page), pollOptions).toBe('1')
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(['stored', 'stored'])
    // Confirmed files are not kept: a second reload brings nothing back.
    await expect.poll(() => keptRecords(page), pollOptions).toEqual([])
  })

  it('after one file was confirmed and another chosen, a reload brings back only the other: one request', async () => {
    const page = await openPanel(stack, '?restore=member-a')
    await addFiles(stack, page, [makeFile('wyslany.png', 20_000)])
    await clickUpload(page)
    await expect.poll(() => completeRuns(page), pollOptions).toBe('1')
    await addFiles(stack, page, [makeFile('nowy.pdf', 20_000)])
    await expect
      .poll(() => keptRecords(page), pollOptions)
      .toEqual([{ key: 'member-a', name: 'nowy.pdf', state: 'chosen' }])

    await reloadPanel(page)
    await expect.poll(() => listedNames(page), pollOptions).toEqual(['nowy.pdf'])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests().length, pollOptions).toBe(2)
    await sleep(500)
    expect(stack.server.requests().map((entry) => entry.file?.name)).toEqual(['wyslany.png', 'nowy.pdf'])
  })

  it('a file whose body the server had when the page went away comes back uncertain: sent only by its own button', async () => {
    const page = await openPanel(stack, '?restore=member-a')
    // The server reads the whole body and does not answer.
    stack.server.queueScenarios(['stall'])
    const file = makeFile('moze-zapisany.png', 50_000)
    await addFiles(stack, page, [file])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests()[0]?.bodyBytesReceived ?? 0, pollOptions).toBeGreaterThan(50_000)
    await expect
      .poll(() => keptRecords(page), pollOptions)
      .toEqual([{ key: 'member-a', name: 'moze-zapisany.png', state: 'sending' }])

    await reloadPanel(page)
    await expect.poll(() => listedNames(page), pollOptions).toEqual(['moze-zapisany.png'])
    expect(await noticeTexts(page)).toEqual([restoreMessages.filesRestored(1, 1)])
    await expect
      .poll(() => failureReasons(page), pollOptions)
      .toEqual([{ name: 'moze-zapisany.png', reason: restoreMessages.sentWhenPageClosed }])

    // Nothing offers to send it with others: no "Prześlij", no "Ponów" for all.
    await sleep(1_000)
    expect(await count(page, markup.statusBar)).toBe(1)
    expect(await count(page, markup.uploadButton)).toBe(0)
    expect(await visibleCount(page, markup.statusBarAction('retry'))).toBe(0)
    expect(stack.server.requests()).toHaveLength(1)

    // Its own retry button sends it, once the member has checked.
    await page.click(`${markup.failedFileItem} ${markup.fileProgressButton}`)
    await expect.poll(() => stack.server.requests().length, pollOptions).toBe(2)
    await expect.poll(() => stack.server.requests()[1]?.outcome, pollOptions).toBe('stored')
    await expect.poll(() => keptRecords(page), pollOptions).toEqual([])
  })

  it('refuses contents altered behind the panel’s back through the intake’s checks, and forgets them', async () => {
    const page = await openPanel(stack, '?restore=member-a')
    await addFiles(stack, page, [makeFile('zdjecie.png', 20_000)])
    await expect.poll(() => keptRecords(page), pollOptions).toHaveLength(1)
    // Another script of the origin swaps the stored bytes for a program's.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('attachment-upload-panel')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const database = open.result
            const transaction = database.transaction('contents', 'readwrite')
            const contents = transaction.objectStore('contents')
            const all = contents.getAll()
            all.onsuccess = () => {
              for (const entry of all.result)
                contents.put({ ...entry, data: new TextEncoder().encode('MZ fake program').buffer })
            }
            transaction.oncomplete = () => {
              database.close()
              resolve()
            }
          }
        }),
      null,
    )
    await reloadPanel(page)
    await expect.poll(() => noticeTexts(page), pollOptions).toContain(messages.contentMismatch('zdjecie.png'))
    expect(await listedNames(page)).toEqual([])
    await expect.poll(() => keptRecords(page), pollOptions).toEqual([])
  })

  it('writes nothing to any storage without restoreKey', async () => {
    const page = await openPanel(stack)
    await addFiles(stack, page, [makeFile('zdjecie.png', 20_000)])
    await clickUpload(page)
    await expect.poll(() => completeRuns(page), pollOptions).toBe('1')
    await addFiles(stack, page, [makeFile('drugie.png', 20_000)])
    await sleep(500)
    expect(await storageUsed(page)).toEqual({ databases: [], localStorage: 0, caches: 0 })
  })

  it('deletes the old key’s files when the key changes, and everything when the member signs out', async () => {
    const page = await openPanel(stack, '?restore=member-a')
    await addFiles(stack, page, [makeFile('zdjecie.png', 20_000)])
    await expect.poll(() => keptRecords(page), pollOptions).toHaveLength(1)

    await page.fill('[data-testid="restore-key"]', 'member-b')
    await expect
      .poll(() => keptRecords(page), pollOptions)
      .toEqual([{ key: 'member-b', name: 'zdjecie.png', state: 'chosen' }])

    const signedOutAt = Date.now()
    await page.fill('[data-testid="token"]', '')
    await expect.poll(() => keptRecords(page), { timeout: 1_000, interval: 50 }).toEqual([])
    expect(Date.now() - signedOutAt).toBeLessThan(2_000)
  })

  it('restores nothing, and deletes it, once the files are older than restoreMaxAgeMs', async () => {
    const page = await openPanel(stack, '?restore=member-a&restoreMaxAge=1500')
    await addFiles(stack, page, [makeFile('zdjecie.png', 20_000)])
    await expect.poll(() => keptRecords(page), pollOptions).toHaveLength(1)
    await sleep(2_000)
    await reloadPanel(page)
    await sleep(1_000)
    expect(await listedNames(page)).toEqual([])
    expect(await noticeTexts(page)).toEqual([])
    expect(await keptRecords(page)).toEqual([])
  })

  it('keeps two panels’ files apart', async () => {
    const page = await openPanel(stack, '?restore=member-a&restore2=member-a-second')
    await addFiles(stack, page, [makeFile('pierwszy.png', 20_000)])
    await expect.poll(() => keptRecords(page), pollOptions).toHaveLength(1)
    await reloadPanel(page)
    await expect.poll(() => listedNames(page), pollOptions).toEqual(['pierwszy.png'])
    const second = await page.evaluate(
      (selector) => document.querySelectorAll(`section[aria-label="Drugi panel"] ${selector}`).length,
      markup.fileItem,
    )
    expect(second).toBe(0)
  })

  it.each(['missing', 'throwing'])(
    'works as without it when IndexedDB is %s, and says once that files will not be kept',
    async (storage) => {
      const page = await openPanel(stack, `?restore=member-a&storage=${storage}`)
      await addFiles(stack, page, [makeFile('zdjecie.png', 20_000), makeFile('umowa.pdf', 20_000)])
      await expect.poll(() => noticeTexts(page), pollOptions).toEqual([restoreMessages.notKeptForReload])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), pollOptions).toBe('1')
      expect(await count(page, markup.fileItem)).toBe(2)
    },
  )
})
