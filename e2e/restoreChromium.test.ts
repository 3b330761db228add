// Issue 26, what only Chromium's automation can set up: a storage quota of 1 MB (DevTools protocol), a
// sandboxed iframe (Playwright reaches into any frame), and a browser restart with a persistent profile.
// The same panel cases in every engine are in e2e/engines/restore.test.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Frame, type Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import * as restoreMessages from '../src/restore/restoreMessages'
import * as markup from '../src/test/selectors'
import { chromiumLaunchOptions } from '../tools/chromium'
import { addFiles, makeFile, openHost, setUpStack } from './support/stack'

const stack = setUpStack()

const pollOptions = { timeout: 10_000, intervals: [100] }

const noticeTexts = (page: Page | Frame) => page.locator(markup.noticeText).allTextContents()
/** The full names listed (the shown ones may be shortened). */
const listedNames = (page: Page | Frame) =>
  page
    .locator(`${markup.fileItem} ${markup.fileName}`)
    .evaluateAll((names) => names.map((name) => name.getAttribute('title') ?? ''))

/** Chromium with the profile in `profile` (kept between launches), on the host page with a restore key. */
async function openWithProfile(profile: string) {
  const browser = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    viewport: { width: 900, height: 900 },
  })
  const page = browser.pages()[0] ?? (await browser.newPage())
  await page.goto(`${stack.pageUrl}?restore=member-a`)
  await page.locator(markup.shown).waitFor()
  return { browser, page }
}

describe('restoring files, Chromium only', () => {
  it('with a quota of 1 MB, says once that files will not be kept, and uploads as without a key', async () => {
    const page = await openHost(stack, '?restore=member-a')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(stack.pageUrl).origin, quotaSize: 1024 * 1024 })
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    await addFiles(page, [makeFile('duze.png', 3 * 1024 * 1024), makeFile('male.png', 20_000)])
    await expect.poll(() => noticeTexts(page), pollOptions).toEqual([restoreMessages.notKeptForReload])
    await page.locator(markup.uploadButton).click()
    await expect.poll(() => page.getByTestId('complete-runs').textContent(), pollOptions).toBe('1')
    expect(errors).toEqual([])
  })

  it('works in a sandboxed iframe, where IndexedDB throws, without a page error', async () => {
    const page = await openHost(stack)
    const errors: string[] = []
    page.on('console', (message) => {
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
    const sandboxed = () => page.frames().find((candidate) => candidate.url().includes('restore=member-a'))
    await expect.poll(sandboxed, pollOptions).toBeDefined()
    const frame = sandboxed() as Frame
    await frame.locator(markup.shown).waitFor()
    expect(await frame.evaluate(() => origin)).toBe('null')
    await addFiles(frame, [makeFile('zdjecie.png', 20_000)])
    await expect.poll(() => noticeTexts(frame), pollOptions).toEqual([restoreMessages.notKeptForReload])
    expect(await listedNames(frame)).toEqual(['zdjecie.png'])
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
  })

  it('brings files back after the browser was closed and started again with the same profile', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'attachment-restore-profile-'))
    try {
      const { browser: first, page: before } = await openWithProfile(profile)
      await addFiles(before, [makeFile('zdjecie.png', 20_000), makeFile('umowa.pdf', 30_000)])
      await expect.poll(() => before.evaluate(async () => (await indexedDB.databases()).length), pollOptions).toBe(1)
      // Give the store its writes, then quit as a member closing the browser would.
      await before.waitForTimeout(500)
      await first.close()

      const { browser: second, page: after } = await openWithProfile(profile)
      await expect.poll(() => listedNames(after), pollOptions).toEqual(['zdjecie.png', 'umowa.pdf'])
      expect(stack.server.requests()).toHaveLength(0)
      await second.close()
    } finally {
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
