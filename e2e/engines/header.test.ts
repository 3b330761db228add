// The list header says all of what it says, at every width the panel supports and while a run is under
// way, in every engine (e2e-chromium, e2e-firefox, e2e-webkit): fonts differ by engine, and so do timings.
import { describe, expect, it } from 'vitest'
import * as markup from '../../src/test/selectors'
import { addFiles, clickUpload, completeRuns, count, receivedCount, textOf, textUnderTargets } from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

// Room for bodies larger than the socket buffers, still on their way while the header is read.
const stack = setUpEngineStack({ maxFileSize: 64 * 1024 * 1024 })

/** How the header's text is shown: cut (clipped or ellipsised), or lying under the header's buttons. */
const headerFit = async (page: EnginePage) => {
  const box = await page.evaluate((titleSelector) => {
    const title = document.querySelector<HTMLElement>(titleSelector)
    if (!title) return null
    const range = document.createRange()
    range.selectNodeContents(title)
    const { left, right } = title.getBoundingClientRect()
    return {
      cut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight,
      outsideTitle: [...range.getClientRects()].some((line) => line.left < left - 0.5 || line.right > right + 0.5),
    }
  }, markup.listTitle)
  const covered = await textUnderTargets(page, markup.listTitle, `${markup.listHeader} button`)
  return box && { ...box, underButtons: covered.length > 0 }
}

const whole = { cut: false, outsideTitle: false, underButtons: false }

describe('list header', () => {
  for (const width of [320, 375, 768, 900]) {
    it(`is whole at ${width} px: files waiting, and a run with one file sent and one failed`, async () => {
      const page = await openPanel(stack, '', { width, height: 800 })
      await addFiles(stack, page, [makeFile('faktura.pdf', 3_000), makeFile('zdjecie.png', 2_000)])
      await expect.poll(() => count(page, markup.fileItem)).toBe(2)
      await expect.poll(() => textOf(page, markup.listTitle)).toBe('2 pliki wybrane')
      expect(await headerFit(page)).toEqual(whole)

      stack.server.queueScenarios(['401'])
      await clickUpload(page)
      await expect.poll(() => textOf(page, markup.listTitle)).toBe('Przesłano 1 plik, nie udało się przesłać 1 pliku')
      expect(await headerFit(page)).toEqual(whole)
    })
  }

  it('counts the files of the run while it sends them, one of them already sent', async () => {
    const page = await openPanel(stack, '?maxFileSize=67108864')
    const large = 24 * 1024 * 1024
    await addFiles(stack, page, [
      makeFile('maly.pdf', 2_000),
      makeFile('duzy-1.pdf', large),
      makeFile('duzy-2.pdf', large),
    ])
    await expect.poll(() => count(page, markup.fileItem)).toBe(3)
    stack.server.limitReadRate(1024 * 1024)
    await clickUpload(page)
    await expect.poll(() => receivedCount(page)).toBe('1')
    // Uppy's own count here: "Przesyłanie 2 plików", beside three files.
    await expect.poll(() => textOf(page, markup.listTitle)).toBe('Przesyłanie 3 plików')
    stack.server.limitReadRate(null)
    await expect.poll(() => completeRuns(page), { timeout: 30_000 }).toBe('1')
    await expect.poll(() => textOf(page, markup.listTitle)).toBe('Przesłano 3 pliki')
  }, 60_000)
})
