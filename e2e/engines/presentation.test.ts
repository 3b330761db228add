// What the panel looks like to assistive technology and on small screens, in every engine
// (e2e-chromium, e2e-firefox, e2e-webkit): axe in every state, target sizes, reflow at 320 px.
import { describe, expect, it } from 'vitest'
import { linesEndingInsideWords, linesOf } from '../../src/test/nameLines'
import * as markup from '../../src/test/selectors'
import { addFiles, clickStatusBarButton, clickUpload, count, textOf, textUnderTargets } from '../support/actions'
import { axeViolations } from '../support/axe'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

// Room for bodies larger than the socket buffers, so uploading and paused can be looked at.
const stack = setUpEngineStack({ maxFileSize: 64 * 1024 * 1024 })
const LARGE = 40 * 1024 * 1024

const until = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 15_000 }).toBe(true)

describe('presentation', () => {
  // Every state a member reaches, under axe with the story tests' rules (tools/axeOptions.ts):
  // WCAG 2.0–2.2 A and AA, on a desktop and at the narrowest width the panel supports, where the
  // status bar is most crowded (its "?" and "Ponów" overlapped there before; Firefox's scrollbar
  // made it so at 360 px too).
  for (const viewport of [
    { width: 900, height: 900 },
    { width: 320, height: 640 },
  ]) {
    it(`passes axe in every state at ${viewport.width} px: empty, waiting, file card, uploading, paused, error, complete`, async () => {
      const page = await openPanel(stack, '?maxFileSize=67108864', viewport)
      const violations: Record<string, string[]> = {}
      const check = async (state: string) => {
        violations[state] = await axeViolations(page)
      }

      await check('empty')
      await addFiles(stack, page, [makeFile('faktura.pdf', LARGE), makeFile('zdjecie.png', LARGE)])
      await until(async () => (await count(page, markup.fileItem)) === 2)
      await check('waiting')
      await page.click(markup.fileEditButton)
      await until(async () => (await count(page, markup.fileCard)) === 1)
      await check('file card')
      await page.press('Escape')
      await until(async () => (await count(page, markup.fileCard)) === 0)

      // A slow uplink keeps both bodies on their way while uploading and paused are checked.
      stack.server.limitReadRate(1024 * 1024)
      await clickUpload(page)
      await until(
        async () => (await count(page, `${markup.statusBarAction('togglePauseResume')}[title="Wstrzymaj"]`)) === 1,
      )
      await check('uploading')
      await clickStatusBarButton(page, 'togglePauseResume')
      await until(async () => ((await textOf(page, markup.statusBar)) ?? '').includes('Wstrzymano'))
      await check('paused')

      stack.server.limitReadRate(null)
      await until(async () => stack.server.requests().filter((entry) => entry.closedByClient).length === 2)
      stack.server.queueScenarios(['401', '401'])
      await clickStatusBarButton(page, 'togglePauseResume')
      await until(async () => (await count(page, markup.fileErrorDetails)) === 2)
      await until(async () => (await count(page, markup.notice)) === 2)
      await check('error')
      await clickStatusBarButton(page, 'retry')
      await until(async () => (await count(page, `${markup.statusBar}.is-complete`)) === 1)
      await check('complete')

      const clean = { empty: [], waiting: [], 'file card': [], uploading: [], paused: [], error: [], complete: [] }
      expect(violations).toEqual(clean)
    }, 60_000)
  }

  /** Interactive controls in the panel smaller than 24×24 CSS px (WCAG 2.5.8), with their names. */
  const smallTargets = (page: EnginePage) =>
    page.evaluate(
      () =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '.aup-panel button, .aup-panel [role="button"], .aup-panel input:not([type="file"]), .aup-panel a[href]',
          ),
        ]
          .filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'))
          .map((element) => ({
            name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
      null,
    )

  it('keeps every target at least 24×24 px, in the list, on error and in the file card', async () => {
    const page = await openPanel(stack)
    expect(await smallTargets(page)).toEqual([])
    await addFiles(stack, page, [makeFile('faktura.pdf', 3_000), makeFile('zdjecie.png', 2_000)])
    await until(async () => (await count(page, markup.fileItem)) === 2)
    expect(await smallTargets(page)).toEqual([])
    await page.click(markup.fileEditButton)
    await until(async () => (await count(page, markup.fileCard)) === 1)
    expect(await smallTargets(page)).toEqual([])
    await page.press('Escape')
    await until(async () => (await count(page, markup.fileCard)) === 0)
    stack.server.queueScenarios(['401', '401'])
    await clickUpload(page)
    await until(async () => (await count(page, markup.fileErrorDetails)) === 2)
    expect(await smallTargets(page)).toEqual([])
  })

  /** Each tile's preview (top, height) and whether its content stays inside its own box. */
  const tiles = (page: EnginePage) =>
    page.evaluate(
      ([itemSelector, previewSelector]) =>
        [...document.querySelectorAll(itemSelector)].map((item) => {
          const box = item.getBoundingClientRect()
          const preview = item.querySelector(previewSelector)?.getBoundingClientRect()
          const contentBottom = Math.max(
            ...[...item.querySelectorAll('*')].map((e) => e.getBoundingClientRect().bottom),
          )
          return {
            preview: preview ? `${Math.round(preview.top)}+${Math.round(preview.height)}` : 'none',
            inside: contentBottom <= box.bottom + 0.5,
          }
        }),
      [markup.fileItem, markup.filePreview] as const,
    )

  it('lines up a failed tile with its neighbours in the grid, its reason inside its own tile', async () => {
    for (const width of [900, 700]) {
      const page = await openPanel(stack, '', { width, height: 800 })
      await addFiles(stack, page, [
        makeFile('faktura-za-listopad-2026.pdf', 3_000),
        makeFile('zdjecie.png', 2_000),
        makeFile('skan.pdf', 2_000),
      ])
      await until(async () => (await count(page, markup.fileItem)) === 3)
      stack.server.queueScenarios(['401'])
      await clickUpload(page)
      await until(async () => (await count(page, markup.failedFileItem)) === 1)
      const [first, ...others] = await tiles(page)
      expect(first?.inside, `${width} px: the failed tile's content stays inside it`).toBe(true)
      for (const other of others) expect(other, `${width} px`).toEqual(first)
      await page.close()
    }
  })

  /** The name of each listed file as it is broken into lines on screen. */
  const nameLines = (page: EnginePage) => page.evaluate(linesOf, markup.fileName)

  it('breaks long names between words, the extension whole', async () => {
    const page = await openPanel(stack)
    await addFiles(stack, page, [
      makeFile('umowa najmu 2024 podpisana.pdf', 3_000),
      makeFile('faktura-za-listopad-2026-podpisana.pdf', 3_000),
      // Shortened by the list to "fakturazalisto...podpisana.pdf": it breaks at the "...".
      makeFile('fakturazalistopad2026podpisana.pdf', 3_000),
      // Not shortened, wider than the tile: it breaks where letters meet digits.
      makeFile('fakturalistopad2026podpis.pdf', 3_000),
    ])
    await until(async () => (await count(page, markup.fileItem)) === 4)
    // The list's repairs have put a <wbr> where words meet in the three names that have such joins.
    await expect.poll(() => count(page, `${markup.fileName}:has(wbr)`), { timeout: 15_000 }).toBe(3)
    // Each line but the last ends where a word ends: with the space, the hyphen or the "..." after it, or where
    // letters meet digits (the <wbr> there). The name's text is the name: no invisible character added.
    for (const lines of await nameLines(page)) {
      expect(lines.length, JSON.stringify(lines)).toBeGreaterThan(1)
      expect(linesEndingInsideWords(lines)).toEqual([])
      expect(lines.at(-1)).toMatch(/\.pdf$/)
      expect(lines.join('')).toMatch(/^[\w .-]+$/)
    }
  })

  it('shortens a word wider than its line in the middle, in the list of a phone and in the tiles', async () => {
    // One word each, no join to break at: Uppy shortens only names longer than 35 (list at 320 px), 60 (list up
    // to 576 px) or 30 characters (tiles), and breaks the rest between any two letters.
    const names = ['sprawozdaniefinansowekwartalne.pdf', 'zaświadczeniezakładupracy.jpg']
    for (const width of [320, 375, 900]) {
      const page = await openPanel(stack, '', { width, height: 800 })
      await addFiles(
        stack,
        page,
        names.map((name) => makeFile(name, 3_000)),
      )
      await until(async () => (await count(page, markup.fileItem)) === 2)
      await until(async () => (await nameLines(page)).every((lines) => linesEndingInsideWords(lines).length === 0))
      const shown = await nameLines(page)
      // Its start and its end with the extension kept, the middle left out.
      expect(shown[0]?.join(''), `${width} px`).toMatch(/^spraw\S+\.\.\.\S+lne\.pdf$/)
      for (const lines of shown) expect(lines.at(-1), `${width} px`).toMatch(/\.(pdf|jpg)$/)
      await page.close()
    }
  })

  it('reflows at 320 px wide without horizontal scrolling or text under buttons, waiting and failed', async () => {
    const page = await openPanel(stack, '', { width: 320, height: 700 })
    await addFiles(stack, page, [
      makeFile(`${'bardzo-dluga-nazwa-'.repeat(6)}.pdf`, 3_000),
      makeFile('zdjecie.png', 2_000),
    ])
    await until(async () => (await count(page, markup.fileItem)) === 2)
    const overflow = () =>
      page.evaluate(
        (boxes) => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          panel: [...document.querySelectorAll<HTMLElement>(boxes)]
            .map((element) => element.scrollWidth - element.clientWidth)
            .filter((excess) => excess > 0),
        }),
        `.aup-panel, .aup-panel ${markup.inner}, .aup-panel ${markup.statusBar}`,
      )
    expect(await overflow()).toEqual({ page: 0, panel: [] })

    stack.server.queueScenarios(['401', '401'])
    await clickUpload(page)
    await until(async () => (await count(page, markup.fileErrorDetails)) === 2)
    expect(await overflow()).toEqual({ page: 0, panel: [] })
    // The status bar's words, its status and its details, end before its buttons.
    expect(
      await textUnderTargets(
        page,
        `${markup.statusBar} :is(${markup.statusText}, ${markup.statusDetails})`,
        `${markup.statusActions} button`,
      ),
    ).toEqual([])
  })
})
