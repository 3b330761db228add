// The file card as a member meets it, in every engine (e2e-chromium, e2e-firefox, e2e-webkit), on a phone and on a
// desktop: its "Zapisz zmiany" and "Anuluj" are painted on top, a real tap where they are lands on them, and each
// does what it says. Painted and reached are read apart (../support/painted.ts): a hit test in script skips an inert
// element drawn over a button, so the panel's inert status bar once hid both buttons from the member and no test saw it.
import { describe, expect, it } from 'vitest'
import * as markup from '../../src/test/selectors'
import { addFiles, count, textOf } from '../support/actions'
import { isMoving } from '../support/atRest'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { middleOf, readTap } from '../support/painted'
import { makeFile } from '../support/testFiles'

const stack = setUpEngineStack()

const save = `${markup.fileCard} ${markup.fileCardActions} button[type="submit"]`
const cancel = `${markup.fileCard} ${markup.fileCardActions} button[type="button"]`
const reachedAndPainted = { painted: true, reached: true }

async function openCardOf(page: EnginePage, name: string) {
  await page.click(`[aria-label="Edytuj plik „${name}”"]`)
  await expect.poll(() => count(page, markup.fileNameInput)).toBe(1)
  // Uppy slides the card in: read it once it has come to rest.
  await expect.poll(() => isMoving(page, markup.fileCard)).toBe(false)
}

/** The name of the first listed file as its row shows it (its `title`, the whole name). */
const firstName = (page: EnginePage) =>
  page.evaluate((s) => document.querySelector(s)?.getAttribute('title') ?? null, markup.fileName)

/**
 * Holds every animation frame back by `ms`, as a loaded machine or a slow phone does: Uppy's slide then starts that
 * much after the card is added, and a tap aimed before it has moved in lands elsewhere (on the host's form above the
 * panel, as in one busy run). The test's readings must wait for it; the member's tap comes after they see the card.
 */
const framesLateBy = (ms: number) => `{
  const frame = window.requestAnimationFrame.bind(window)
  const cancelFrame = window.cancelAnimationFrame.bind(window)
  const frames = new Map()
  window.requestAnimationFrame = (callback) => {
    const held = setTimeout(() => frames.set(held, frame((time) => (frames.delete(held), callback(time)))), ${ms})
    return held
  }
  window.cancelAnimationFrame = (held) => {
    clearTimeout(held)
    if (frames.has(held)) cancelFrame(frames.get(held))
    frames.delete(held)
  }
}`

describe('the file card', () => {
  for (const { viewport, lateFramesMs } of [
    { viewport: { width: 360, height: 740 }, lateFramesMs: 0 },
    { viewport: { width: 1280, height: 900 }, lateFramesMs: 0 },
    { viewport: { width: 360, height: 740 }, lateFramesMs: 600 },
  ]) {
    const frames = lateFramesMs ? `, frames ${lateFramesMs} ms late` : ''
    it(`shows its buttons on top at ${viewport.width} px${frames}, and a tap on each does what it says`, async () => {
      const page = await openPanel(stack, '', viewport)
      if (lateFramesMs) await page.runScript(framesLateBy(lateFramesMs))
      await addFiles(stack, page, [makeFile('umowa.pdf', 3_000), makeFile('skan.pdf', 2_000)])
      await expect.poll(() => textOf(page, markup.uploadButton)).toBe('Prześlij 2 pliki')

      await openCardOf(page, 'umowa.pdf')
      // Nothing of the panel's own is drawn over the card, which covers the Dashboard's box as plain Uppy's does.
      expect(await count(page, markup.statusBar)).toBe(0)
      const saveTap = await readTap(page, save)
      expect(saveTap, `"Zapisz zmiany": landed on ${saveTap.landedOn}`).toMatchObject(reachedAndPainted)
      const cancelTap = await readTap(page, cancel)
      expect(cancelTap, `"Anuluj": landed on ${cancelTap.landedOn}`).toMatchObject(reachedAndPainted)

      // "Anuluj" closes the card and keeps the name.
      await page.fill(markup.fileNameInput, 'porzucona.pdf')
      await page.clickAt(await centreOf(page, cancel))
      await expect.poll(() => count(page, markup.fileCard)).toBe(0)
      expect(await firstName(page)).toBe('umowa.pdf')
      await expect.poll(() => textOf(page, markup.uploadButton)).toBe('Prześlij 2 pliki')

      // "Zapisz zmiany" saves the typed name.
      await openCardOf(page, 'umowa.pdf')
      await page.fill(markup.fileNameInput, 'umowa-najmu.pdf')
      await page.clickAt(await centreOf(page, save))
      await expect.poll(() => count(page, markup.fileCard)).toBe(0)
      await expect.poll(() => firstName(page)).toBe('umowa-najmu.pdf')
      // The bar is back, and its button is what a tap there reaches.
      await expect.poll(() => textOf(page, markup.uploadButton)).toBe('Prześlij 2 pliki')
      const uploadTap = await readTap(page, markup.uploadButton)
      expect(uploadTap, `"Prześlij 2 pliki": landed on ${uploadTap.landedOn}`).toMatchObject(reachedAndPainted)
    })
  }
})

/** The middle of the first element matching `selector` once it has come to rest, in the viewport's CSS pixels. */
async function centreOf(page: EnginePage, selector: string) {
  const { x, y, width, height } = await middleOf(page, selector)
  return { x: x + width / 2, y: y + height / 2 }
}
