import { describe, expect, it } from 'vitest'
import { pdfFile, pngFile } from '../test/files'
import { linesEndingInsideWords, linesOf } from '../test/nameLines'
import { addFiles } from '../test/renderPanel'
import { eventually, setUpUploadMock } from '../test/uploadMock'
import * as markup from './dashboardMarkup'

const { setup } = setUpUploadMock()

/** 35 characters, one word: the list at 320 px does not shorten it (Uppy does over 35), and it is wider than a line. */
const ONE_WORD = 'zaswiadczenieozatrudnieniuzarob.pdf'

const shownName = (container: HTMLElement) =>
  container.querySelector(markup.fileName)?.textContent?.replaceAll('\u200b', '') ?? ''

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

/** Chunks of the panel's own code the page has loaded so far, by file name. */
const loadedModules = () => performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0] ?? '')

describe('names wider than their line', () => {
  it('are shortened in the middle, extension kept, by a chunk loaded only once a file is listed', async () => {
    const { container } = await setup()
    container.style.width = '320px'
    // Nothing listed: the repairs of a list are not loaded with the page.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(loadedModules().filter((name) => name.endsWith('/listRepairs.ts'))).toEqual([])

    await addFiles(container, [pdfFile(ONE_WORD), pngFile('skan.png')])
    await eventually(() => expect(shownName(container)).toMatch(/^zaswi\S*\.\.\.\S*ob\.pdf$/))
    expect(loadedModules().filter((name) => name.endsWith('/listRepairs.ts'))).toHaveLength(1)
    expect(container.querySelector(markup.fileName)?.getAttribute('title')).toBe(ONE_WORD)
    for (const lines of linesOf(`.aup-panel ${markup.fileName}`)) expect(linesEndingInsideWords(lines)).toEqual([])
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
})
