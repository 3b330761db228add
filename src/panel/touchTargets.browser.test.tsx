// On a touch screen every control of the status bar, every action of a file's row and a notice's close take a tap
// anywhere in a 44 px square, and no neighbour's square reaches into theirs (../touchTargets.css). The squares draw
// nothing and nothing inert lies over them, so where a tap lands is read by a hit test.
// Chromium only: a coarse pointer is emulated through DevTools (touch emulation); Firefox and WebKit here cannot be
// given one, and the rule is plain CSS (`@media (pointer: coarse)`) the three read alike.
import { describe, expect, it, onTestFinished } from 'vitest'
import { cdp, server } from 'vitest/browser'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { worker, mock, setup } = setUpUploadMock()

/** The controls the rule is for: the bar's, the rows' and the notices'. */
const CONTROLS = [
  `${markup.statusBar} button`,
  `${markup.fileItem} ${markup.fileEditButton}`,
  `${markup.fileItem} ${markup.fileRemoveButton}`,
  `${markup.fileItem} ${markup.fileErrorDetails}`,
  `${markup.fileItem} ${markup.fileProgress} button`,
  `${markup.notice} button`,
].join(', ')

const TARGET = 44

/**
 * The control's target: its invisible square (`::before`, placed from its middle and moved by its transform), or
 * the control's own box where that is larger.
 */
function targetOf(control: HTMLElement) {
  const box = control.getBoundingClientRect()
  const square = getComputedStyle(control, '::before')
  const width = Math.max(box.width, Number.parseFloat(square.width) || 0)
  const height = Math.max(box.height, Number.parseFloat(square.height) || 0)
  const { m41: dx, m42: dy } = new DOMMatrixReadOnly(square.transform === 'none' ? undefined : square.transform)
  // `translate(-50%, -50%)` centres it on the control's middle; any more moves it.
  const centreX = box.x + box.width / 2 + dx + width / 2
  const centreY = box.y + box.height / 2 + dy + height / 2
  return { width, height, centreX, centreY }
}

/**
 * Each visible control whose target is smaller than 44 px, or does not take a tap at every point of it (its
 * corners and sides 1 px in, and its middle): where the tap landed instead.
 */
function missedTaps(container: HTMLElement): string[] {
  const missed: string[] = []
  for (const control of container.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (!control.checkVisibility()) continue
    const name = control.getAttribute('aria-label') ?? control.textContent ?? control.className
    const { width, height, centreX, centreY } = targetOf(control)
    if (width < TARGET || height < TARGET) missed.push(`${name}: ${width} × ${height} px`)
    const reachX = TARGET / 2 - 1
    const reachY = TARGET / 2 - 1
    for (const dx of [-reachX, 0, reachX]) {
      for (const dy of [-reachY, 0, reachY]) {
        const landed = document.elementFromPoint(centreX + dx, centreY + dy)
        if (!landed || !control.contains(landed)) {
          missed.push(`${name} at (${dx}, ${dy}): ${landed?.className || landed?.tagName || 'nothing'}`)
        }
      }
    }
  }
  return missed
}

async function onTouchScreen() {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  onTestFinished(async () => {
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false })
  })
  expect(matchMedia('(pointer: coarse)').matches).toBe(true)
}

describe.skipIf(server.browser !== 'chromium')('touch targets on a coarse pointer', () => {
  for (const width of [328, 700]) {
    it(`are 44 px at ${width} px wide, waiting, sending and failed`, async () => {
      await onTouchScreen()
      worker.use(mock.slowSuccess(60_000))
      const { container } = await setup()
      container.style.width = `${width}px`
      await addFiles(container, [pdfFile('umowa.pdf'), pngFile('skan.png')])
      await eventually(() => expect(button('Prześlij 2 pliki').element()).toBeVisible())
      // The rows are placed a frame or more after the bar names the files (a busy CI once read both rows' buttons
      // at the Dashboard's top-left corner): the rule is for the rows as they settle, and a miss that stays fails.
      await eventually(() => expect(missedTaps(container)).toEqual([]))

      await button('Prześlij 2 pliki').click()
      await eventually(() => expect(container.querySelectorAll(`${markup.fileProgress} button`)).toHaveLength(2))
      await eventually(() =>
        expect(container.querySelector(markup.statusBarAction('togglePauseResume'))).not.toBeNull(),
      )
      expect(missedTaps(container)).toEqual([])
    })
  }

  it('are 44 px after a failed run: the rows’ retry and "?", the bar’s "?", "Ponów" and "Anuluj", the notices’ close', async () => {
    await onTouchScreen()
    worker.use(mock.networkError())
    const { container } = await setup()
    container.style.width = '328px'
    await addFiles(container, [pdfFile('umowa.pdf'), pngFile('skan.png')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(2), { timeout: 8_000 })
    await eventually(() => expect(container.querySelector(markup.statusErrorDetails)).not.toBeNull())
    expect(container.querySelectorAll(CONTROLS).length).toBeGreaterThanOrEqual(9)
    expect(missedTaps(container)).toEqual([])
  })
})
