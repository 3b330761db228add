// Issue 26, what only Chromium's automation can set up: a storage quota of 1 MB (DevTools protocol), a
// sandboxed iframe (Playwright reaches into any frame), and a browser restart with a persistent profile.
// The same panel cases in every engine are in e2e/engines/restore.test.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as restoreMessages from '../src/restore/restoreMessages'
import * as markup from '../src/test/selectors'
import { addFiles, clickUpload, completeRuns, listedNames, noticeTexts, waitForSelector } from './support/actions'
import { enginePageOf, openWithProfile, playwrightPage, setUpChromiumStack } from './support/chromiumOnly'
import { openPanel } from './support/engineStack'
import { makeFile } from './support/testFiles'

const stack = setUpChromiumStack()

const pollOptions = { timeout: 10_000, intervals: [100] }

/** Chromium with the profile in `profile` (kept between launches), on the host page with a restore key. */
async function openPanelWithProfile(profile: string) {
  const page = await openWithProfile(profile, `${stack.pageUrl}?restore=member-a`, { width: 900, height: 900 })
  await waitForSelector(page, markup.shown, 30_000)
  return page
}

describe('restoring files, Chromium only', () => {
  it('with a quota of 1 MB, says once that files will not be kept, and uploads as without a key', async () => {
    const page = await openPanel(stack, '?restore=member-a')
    // A storage quota and page errors: DevTools only.
    const playwright = playwrightPage(page)
    const cdp = await playwright.context().newCDPSession(playwright)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(stack.pageUrl).origin, quotaSize: 1024 * 1024 })
    const errors: Error[] = []
    playwright.on('pageerror', (error) => errors.push(error))
    await addFiles(stack, page, [makeFile('duze.png', 3 * 1024 * 1024), makeFile('male.png', 20_000)])
    await expect.poll(() => noticeTexts(page), pollOptions).toEqual([restoreMessages.notKeptForReload])
    await clickUpload(page)
    await expect.poll(() => completeRuns(page), pollOptions).toBe('1')
    expect(errors).toEqual([])
  })

  it('works in a sandboxed iframe, where IndexedDB throws, without a page error', async () => {
    const page = await openPanel(stack)
    // The console and the frames of a page: Playwright's.
    const playwright = playwrightPage(page)
    const errors: string[] = []
    playwright.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.evaluate((url) => {
      const frame = document.createElement('iframe')
      frame.setAttribute('sandbox', 'allow-scripts')
      frame.style.width = '900px'
      frame.style.height = '800px'
      frame.src = url
      document.body.append(frame)
    }, `${stack.pageUrl}?restore=member-a`)
    const sandboxed = () => playwright.frames().find((candidate) => candidate.url().includes('restore=member-a'))
    await expect.poll(sandboxed, pollOptions).toBeDefined()
    const frame = enginePageOf(sandboxed() as NonNullable<ReturnType<typeof sandboxed>>)
    await waitForSelector(frame, markup.shown)
    expect(await frame.evaluate(() => origin, null)).toBe('null')
    await addFiles(stack, frame, [makeFile('zdjecie.png', 20_000)])
    await expect.poll(() => noticeTexts(frame), pollOptions).toEqual([restoreMessages.notKeptForReload])
    expect(await listedNames(frame)).toEqual(['zdjecie.png'])
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
  })

  it('brings files back after the browser was closed and started again with the same profile', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'attachment-restore-profile-'))
    try {
      const before = await openPanelWithProfile(profile)
      await addFiles(stack, before, [makeFile('zdjecie.png', 20_000), makeFile('umowa.pdf', 30_000)])
      await expect
        .poll(() => before.evaluate(async () => (await indexedDB.databases()).length, null), pollOptions)
        .toBe(1)
      // Give the store its writes, then quit as a member closing the browser would.
      await sleep(500)
      await before.close()

      const after = await openPanelWithProfile(profile)
      await expect.poll(() => listedNames(after), pollOptions).toEqual(['zdjecie.png', 'umowa.pdf'])
      expect(stack.server.requests()).toHaveLength(0)
      await after.close()
    } finally {
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
