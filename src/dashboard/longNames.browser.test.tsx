import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { linesEndingInsideWords, linesOf, widthOnOneLine } from '../test/nameLines'
import { queryFileItem } from '../test/panelQueries'
import { addFiles, button } from '../test/renderPanel'
import { singleFile } from '../test/selectors'
import { setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'
import * as markup from './dashboardMarkup'

const { worker, mock, setup } = setUpUploadMock()

/** 35 characters, one word: the list at 320 px does not shorten it (Uppy does over 35), and it is wider than a line. */
const ONE_WORD = 'zaswiadczenieozatrudnieniuzarob.pdf'

const shownName = (container: HTMLElement) => container.querySelector(markup.fileName)?.textContent ?? ''

/** Resolves once nothing in `element` has changed for 300 ms: the Dashboard has nothing more to draw. */
function settled(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, 300)
    const changes = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, 300)
    })
    changes.observe(element, { subtree: true, childList: true, characterData: true, attributes: true })
    function done() {
      changes.disconnect()
      resolve()
    }
  })
}

describe('names wider than their line', () => {
  // That their chunk loads only with the first listed file is checked on the built package, in a fresh page of each
  // engine (e2e/engines/presentation.test.ts): the files here share one page and its modules.
  it('are shortened in the middle, extension kept', async () => {
    const { container } = await setup()
    container.style.width = '320px'
    await addFiles(container, [pdfFile(ONE_WORD), pngFile('skan.png')])
    await eventually(() => expect(shownName(container)).toMatch(/^zaswi\S*\.\.\.\S*ob\.pdf$/))
    expect(container.querySelector(markup.fileName)?.getAttribute('title')).toBe(ONE_WORD)
    // The breaks come with the list's repairs, in the frame after the name is drawn.
    await eventually(() => {
      for (const lines of linesOf(`.aup-panel ${markup.fileName}`)) expect(linesEndingInsideWords(lines)).toEqual([])
    })
  })

  it('get their letters back when the panel widens, though the Dashboard redraws nothing', async () => {
    const { container } = await setup()
    container.style.width = '320px'
    // PDFs: no preview arrives later, to redraw the list by chance.
    await addFiles(container, [pdfFile(ONE_WORD), pdfFile('skan.pdf')])
    await eventually(() => expect(shownName(container)).toContain('...'))
    await settled(container)
    const narrow = shownName(container)

    // Still a list (under 576 px), and Uppy shortens only names over 60 characters there: no redraw of the name.
    container.style.width = '560px'
    await eventually(() => expect(shownName(container)).toBe(ONE_WORD))

    container.style.width = '320px'
    await eventually(() => expect(shownName(container)).toBe(narrow))
  })

  it('get their fit again when the Dashboard lays the list out anew, though the panel keeps its size', async () => {
    const { container } = await setup()
    // One file alone fills the list (Uppy's single-file layout): its name has the whole width.
    await addFiles(container, [pdfFile(ONE_WORD)])
    await eventually(() => expect(container.querySelector(singleFile)).not.toBeNull())
    await settled(container)
    expect(shownName(container)).toBe(ONE_WORD)

    // A second file: the list becomes a grid of narrower rows, with no resize and no new text for the first name.
    await addFiles(container, [pdfFile('skan.pdf')])
    await eventually(() => expect(container.querySelector(singleFile)).toBeNull())
    await eventually(() => expect(shownName(container)).toMatch(/^zaswi\S*\.\.\.\S*ob\.pdf$/))
  })
})

/** Characters a reader does not see: zero-width spaces and joiners, the word joiner, a soft hyphen, a BOM. */
const INVISIBLE = /[\u200b-\u200d\u2060\u00ad\ufeff]/

/** The row of the file named `name` (its `title`, the full name), once listed. */
const rowOf = (container: HTMLElement, name: string) => {
  const row = queryFileItem(container, name)
  if (!row) throw new Error(`"${name}" is not listed`)
  return row
}

/**
 * Panel widths from three tiles a row to five: the names' line is 136 to 160 px wide there in the bundled font
 * (src/test/bundledFont.ts), so each name below is wider than its line at some of them and fits at others.
 */
const TILE_WIDTHS = [600, 660, 720, 750, 780, 800, 900, 1000]

describe('a name in its row', () => {
  it('is the exact name in the text of the row, a failed one too, and breaks between words only, whatever its line', async () => {
    // Each name and its markup: a <wbr> where its words meet, the extension with the last one.
    const markupOf: Record<string, string> = {
      'umowa-najmu_2026-skan.pdf': 'umowa-<wbr>najmu_<wbr>2026-<wbr>skan.pdf',
      'FakturaZaListopad2026.pdf': 'Faktura<wbr>Za<wbr>Listopad<wbr>2026.pdf',
    }
    const names = Object.keys(markupOf)
    worker.use(mock.refuseByName({ 'FakturaZaListopad2026.pdf': 'Plik jest uszkodzony.' }))
    const { container } = await setup()
    container.style.width = `${TILE_WIDTHS[0]}px`
    await addFiles(
      container,
      names.map((name) => pdfFile(name)),
    )
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(container.querySelectorAll(markup.failedFileItem)).toHaveLength(1), {
      timeout: 8_000,
    })
    expect(rowOf(container, 'FakturaZaListopad2026.pdf').matches(markup.failedFileItem)).toBe(true)

    for (const name of names) {
      const shown = rowOf(container, name).querySelector(markup.fileName)
      // Once the list's repairs have put in the <wbr>s.
      await eventually(() => expect(shown?.innerHTML).toBe(markupOf[name]))
      expect(shown?.textContent).toBe(name)
      expect(rowOf(container, name).textContent).toContain(name)
      expect(rowOf(container, name).textContent).not.toMatch(INVISIBLE)
    }

    // At each width, a name wider than its line takes several lines, each ending where a word ends; one that fits
    // takes one. Each name must have been wider than its line at some width, or the test would prove nothing.
    const brokenAt = new Map<string, number[]>(names.map((name) => [name, []]))
    for (const width of TILE_WIDTHS) {
      container.style.width = `${width}px`
      await settled(container)
      const lines = linesOf(`.aup-panel ${markup.fileName}`)
      expect(
        lines.map((name) => name.join('')),
        `${width} px`,
      ).toEqual(names)
      for (const [index, name] of names.entries()) {
        const shown = rowOf(container, name).querySelector<HTMLElement>(markup.fileName) as HTMLElement
        const nameLines = lines[index] ?? []
        const context = `${width} px, a line of ${shown.clientWidth} px: ${JSON.stringify(nameLines)}`
        const oneLine = widthOnOneLine(shown)
        // Within a pixel of the line, rounding decides: neither outcome is wrong.
        if (oneLine > shown.clientWidth + 1) {
          expect(nameLines.length, context).toBeGreaterThan(1)
          brokenAt.get(name)?.push(width)
        } else if (oneLine < shown.clientWidth - 1) expect(nameLines, context).toHaveLength(1)
        expect(linesEndingInsideWords(nameLines), context).toEqual([])
      }
    }
    for (const [name, widths] of brokenAt)
      expect(widths.length, `widths at which "${name}" took several lines`).toBeGreaterThan(0)
  })

  it('is the new name after a rename in the file card, however much of the name before it has', async () => {
    worker.use(mock.success())
    const { container } = await setup()
    await addFiles(container, [pdfFile('umowa-najmu_2026-skan.pdf')])
    const shown = () => container.querySelector(markup.fileName)
    await eventually(() => expect(shown()?.querySelectorAll('wbr')).toHaveLength(3))

    // Each text the name had, read after the panel's repairs of each change (its observer came first).
    const texts: string[] = []
    const changes = new MutationObserver(() => texts.push(shown()?.textContent ?? ''))
    changes.observe(shown() as HTMLElement, { subtree: true, childList: true, characterData: true })

    // The first piece of the name before, a name without a join, a name with new joins.
    let before = 'umowa-najmu_2026-skan.pdf'
    for (const name of ['umowa-', 'skan.pdf', 'skan2026-podpisany.pdf']) {
      await clickElement(container.querySelector(markup.fileEditButton))
      const input = await eventually(() => {
        const field = container.querySelector<HTMLInputElement>(markup.fileNameInput)
        if (!field) throw new Error('No name field in the file card')
        return field
      })
      await userEvent.clear(input)
      await userEvent.type(input, name)
      await clickElement(container.querySelector(`${markup.fileCard} button[type="submit"]`))
      await eventually(() => expect(shown()?.getAttribute('title')).toBe(name))
      await eventually(() => expect(shown()?.textContent).toBe(name))
      // Never the new name with what was left of the one before, not even until the next frame.
      expect(texts.filter((text) => text !== before && text !== name)).toEqual([])
      texts.length = 0
      before = name
    }
    changes.disconnect()
    // The break opportunities come with the list's repairs, in a frame after the name (WebKit's came later than Chromium's).
    await eventually(() => expect(shown()?.innerHTML).toBe('skan<wbr>2026-<wbr>podpisany.pdf'))
  })
})
