// The accessibility tree of the main states compared with committed snapshots (e2e/__aria__/*.yml),
// and forced colours and reduced motion: Chromium only (Playwright's tree snapshots, Chromium's media
// emulation). Keyboard, axe, target sizes and reflow run in every engine: e2e/engines/.
import { describe, expect, it } from 'vitest'
import * as markup from '../src/test/selectors'
import { addFiles, completeRuns, count, focus, waitForSelector } from './support/actions'
import { openFileChooser, playwrightPage, setUpChromiumStack } from './support/chromiumOnly'
import { type EnginePage, openPanel } from './support/engineStack'
import { makeFile } from './support/testFiles'

const ACCEPT_CHANGE =
  'accept a deliberate change with `npm run vitest -- run --project e2e e2e/accessibility.test.ts -u`'

const stack = setUpChromiumStack()

/** Presses `key` on the first element matching `selector`, as a keyboard user would once there. */
async function pressOn(page: EnginePage, selector: string, key: 'Enter') {
  await focus(page, selector)
  await page.press(key)
}

describe('accessibility tree of the main states', () => {
  // The live region's words depend on timing (progress steps) and are tested on their own
  // (src/panel/announcements.browser.test.tsx): the snapshot keeps the region's roles, not its text.
  const snapshot = async (page: EnginePage, name: string) => {
    // Some repairs (the file card's heading level, the inert list behind it) run once per frame, before it is
    // painted: the tree is read after the next frame, as a member meets it. Read sooner, it showed the
    // card's heading at Uppy's level 1 now and then (a fresh-clone run without retries).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))), null)
    // Playwright's accessibility-tree snapshot: Chromium only.
    const tree = await playwrightPage(page).locator('.aup-panel').ariaSnapshot()
    const withoutSpokenText = tree.replace(/^(\s*- (?:status|alert)):.*$/gm, '$1')
    // A missing snapshot fails too (`update: 'none'` in vitest.config.ts): only `-u` writes it.
    await expect(withoutSpokenText, ACCEPT_CHANGE).toMatchFileSnapshot(`__aria__/${name}.yml`)
  }

  it('empty, waiting, file card, error and complete', async () => {
    const page = await openPanel(stack)
    await snapshot(page, 'empty')

    // The system file chooser, opened from the keyboard: its event is Playwright's.
    const chooser = await openFileChooser(page, () => pressOn(page, markup.browseButton, 'Enter'))
    const files = [makeFile('faktura.pdf', 3_000), makeFile('zdjecie.png', 2_000)]
    await chooser.setFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })))
    await expect.poll(() => count(page, markup.fileItem)).toBe(2)
    await snapshot(page, 'waiting')

    await pressOn(page, markup.fileEditButton, 'Enter')
    await waitForSelector(page, markup.fileCard)
    await snapshot(page, 'file-card')
    await page.press('Escape')
    await expect.poll(() => count(page, markup.fileCard)).toBe(0)

    // Failures that offer a retry (a refused file offers only removal).
    stack.server.queueScenarios(['401', '401'])
    await pressOn(page, markup.uploadButton, 'Enter')
    await expect.poll(() => count(page, markup.fileErrorDetails)).toBe(2)
    // The failures of one moment are reported together, a moment after the last one.
    await expect.poll(() => count(page, markup.notice)).toBeGreaterThanOrEqual(2)
    await snapshot(page, 'error')

    await pressOn(page, markup.statusBarAction('retry'), 'Enter')
    await expect.poll(() => completeRuns(page)).toBe('1')
    // Uppy counts the run complete up to half a second later (its total progress is throttled):
    // until then the status bar is hidden and "Anuluj" still shown.
    await waitForSelector(page, `${markup.statusBar}.is-complete`)
    await snapshot(page, 'complete')
  })

  it('no places left and no token', async () => {
    const page = await openPanel(stack, '?existing=30')
    await snapshot(page, 'no-places-left')
    await page.fill('[data-testid="existing-count"]', '0')
    await page.fill('[data-testid="token"]', '')
    await snapshot(page, 'no-token')
  })
})

describe('presentation', () => {
  it('shows the focus ring in forced-colours mode and stops motion when reduced motion is asked for', async () => {
    const page = await openPanel(stack)
    // Media emulation: DevTools only.
    await playwrightPage(page).emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
    await focus(page, markup.browseButton)
    await page.press('Shift+Tab')
    await page.press('Tab')
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as HTMLElement)
      return { outlineStyle: style.outlineStyle, outlineWidth: Number.parseFloat(style.outlineWidth) }
    }, null)
    expect(ring.outlineStyle).not.toBe('none')
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2)
    await addFiles(stack, page, [makeFile('faktura.pdf', 3_000)])
    await page.click(markup.fileEditButton)
    await waitForSelector(page, markup.fileCard)
    const motion = await page.evaluate((selector) => {
      const style = getComputedStyle(document.querySelector(selector) as Element)
      return Math.max(Number.parseFloat(style.transitionDuration) || 0, Number.parseFloat(style.animationDuration) || 0)
    }, markup.fileCard)
    expect(motion).toBeLessThan(0.01)
  })
})
