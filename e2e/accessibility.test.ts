// The accessibility tree of the main states compared with committed snapshots (e2e/__aria__/*.yml),
// and forced colours and reduced motion: Chromium only (Playwright's tree snapshots, Chromium's media
// emulation). Keyboard, axe, target sizes and reflow run in every engine: e2e/engines/.
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import * as markup from '../src/test/selectors'
import { makeFile, openFileChooser, openHost, setUpStack } from './support/stack'

const ACCEPT_CHANGE =
  'accept a deliberate change with `npm run vitest -- run --project e2e e2e/accessibility.test.ts -u`'

const stack = setUpStack()
let page: Page | undefined

describe('accessibility tree of the main states', () => {
  // The live region's words depend on timing (progress steps) and are tested on their own
  // (src/announcements.browser.test.tsx): the snapshot keeps the region's roles, not its text.
  const snapshot = async (name: string) => {
    // Some repairs (the file card's heading level, the inert list behind it) run once per frame, before it is
    // painted: the tree is read after the next frame, as a member meets it. Read sooner, it showed the
    // card's heading at Uppy's level 1 now and then (a fresh-clone run without retries).
    await (page as Page).evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
    const tree = await (page as Page).locator('.aup-panel').ariaSnapshot()
    const withoutSpokenText = tree.replace(/^(\s*- (?:status|alert)):.*$/gm, '$1')
    // A missing snapshot fails too (`update: 'none'` in vitest.config.ts): only `-u` writes it.
    await expect(withoutSpokenText, ACCEPT_CHANGE).toMatchFileSnapshot(`__aria__/${name}.yml`)
  }

  it('empty, waiting, file card, error and complete', async () => {
    page = await openHost(stack)
    await snapshot('empty')

    const chooser = await openFileChooser(page, (host) => host.locator(markup.browseButton).first().press('Enter'))
    const files = [makeFile('faktura.pdf', 3_000), makeFile('zdjecie.png', 2_000)]
    await chooser.setFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })))
    await page.locator(markup.fileItem).nth(1).waitFor()
    await snapshot('waiting')

    await page.locator(markup.fileEditButton).first().press('Enter')
    await page.locator(markup.fileCard).waitFor()
    await snapshot('file-card')
    await page.keyboard.press('Escape')
    await page.locator(markup.fileCard).waitFor({ state: 'detached' })

    // Failures that offer a retry (a refused file offers only removal).
    stack.server.queueScenarios(['401', '401'])
    await page.locator(markup.uploadButton).press('Enter')
    await page.locator(markup.fileErrorDetails).nth(1).waitFor()
    // The failures of one moment are reported together, a moment after the last one.
    await page.locator(markup.notice).nth(1).waitFor()
    await snapshot('error')

    await page.locator(markup.statusBarAction('retry')).press('Enter')
    await expect.poll(() => page?.getByTestId('complete-runs').textContent()).toBe('1')
    // Uppy counts the run complete up to half a second later (its total progress is throttled):
    // until then the status bar is hidden and "Anuluj" still shown.
    await page.locator(`${markup.statusBar}.is-complete`).waitFor()
    await snapshot('complete')
  })

  it('no places left and no token', async () => {
    page = await openHost(stack, '?existing=30')
    await snapshot('no-places-left')
    await page.getByTestId('existing-count').fill('0')
    await page.getByTestId('token').fill('')
    await snapshot('no-token')
  })
})

describe('presentation', () => {
  it('shows the focus ring in forced-colours mode and stops motion when reduced motion is asked for', async () => {
    page = await openHost(stack)
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
    await page.locator(markup.browseButton).first().focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as HTMLElement)
      return { outlineStyle: style.outlineStyle, outlineWidth: Number.parseFloat(style.outlineWidth) }
    })
    expect(focus.outlineStyle).not.toBe('none')
    expect(focus.outlineWidth).toBeGreaterThanOrEqual(2)
    const files = [makeFile('faktura.pdf', 3_000)]
    await page
      .locator(markup.fileInput)
      .first()
      .setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })))
    await page.locator(markup.fileEditButton).first().click()
    const card = page.locator(markup.fileCard)
    await card.waitFor()
    const motion = await card.evaluate((element) => {
      const style = getComputedStyle(element)
      return Math.max(Number.parseFloat(style.transitionDuration) || 0, Number.parseFloat(style.animationDuration) || 0)
    })
    expect(motion).toBeLessThan(0.01)
  })
})
