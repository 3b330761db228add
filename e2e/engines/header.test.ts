// The list header says all of what it says at every width the panel supports, in every engine
// (e2e-chromium, e2e-firefox, e2e-webkit): fonts differ by engine, and so does where text is cut.
import { describe, expect, it } from 'vitest'
import * as markup from '../../src/dashboard/dashboardMarkup'
import {
  addFiles,
  clickUpload,
  count,
  type EnginePage,
  openPanel,
  setUpEngineStack,
  textOf,
} from '../support/engineStack'
import { makeFile } from '../support/stack'

const stack = setUpEngineStack()

/** How the header's text is shown: cut (clipped or ellipsised), or lying under the header's buttons. */
const headerFit = (page: EnginePage) =>
  page.evaluate((titleSelector) => {
    const title = document.querySelector<HTMLElement>(titleSelector)
    if (!title) return null
    const range = document.createRange()
    range.selectNodeContents(title)
    const lines = [...range.getClientRects()]
    const buttons = [...(title.parentElement?.querySelectorAll('button') ?? [])].map((b) => b.getBoundingClientRect())
    const box = title.getBoundingClientRect()
    return {
      cut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight,
      outsideTitle: lines.some((line) => line.left < box.left - 0.5 || line.right > box.right + 0.5),
      underButtons: lines.some((line) =>
        buttons.some((b) => line.left < b.right && b.left < line.right && line.top < b.bottom && b.top < line.bottom),
      ),
    }
  }, markup.listTitle)

const whole = { cut: false, outsideTitle: false, underButtons: false }

describe('list header', () => {
  for (const width of [320, 375, 768, 900]) {
    it(`is whole at ${width} px: files waiting, and a run with one file sent and one failed`, async () => {
      const page = await openPanel(stack, '', { width, height: 800 })
      await addFiles(stack, page, [makeFile('faktura.pdf', 3_000), makeFile('zdjecie.png', 2_000)])
      await expect.poll(() => count(page, markup.fileItem)).toBe(2)
      expect(await textOf(page, markup.listTitle)).toBe('2 pliki wybrane')
      expect(await headerFit(page)).toEqual(whole)

      stack.server.queueScenarios(['401'])
      await clickUpload(page)
      await expect.poll(() => textOf(page, markup.listTitle)).toBe('Przesłano 1 plik, nie udało się przesłać 1 pliku')
      expect(await headerFit(page)).toEqual(whole)
    })
  }
})
