// The list and "add more" end where the status bar begins, however tall the bar is (./barRoom.ts, the room in
// ../styles.css), in every engine; while the file card covers the Dashboard the bar is not drawn.
import { describe, expect, it } from 'vitest'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'
import { BAR_ROOM } from './barRoom'

const { worker, mock, setup } = setUpUploadMock()

const box = (container: HTMLElement, selector: string) => {
  const element = container.querySelector(selector)
  if (!element) throw new Error(`No ${selector} in the panel`)
  return element.getBoundingClientRect()
}

const barHeight = (container: HTMLElement) => box(container, markup.statusBar).height

const centreY = (element: Element) => {
  const { top, height } = element.getBoundingClientRect()
  return top + height / 2
}

/** The rules the page's adopted sheets hold: the rooms written so far. */
const roomRules = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))

/**
 * Whether `selector` ends where the status bar begins. The room is the bar's height rounded up to a pixel, taken
 * from inside the Dashboard's 1 px border, which the bar covers to close the box: 1 px of the box shows between.
 */
function endsAtBar(container: HTMLElement, selector: string) {
  const gap = box(container, markup.statusBar).top - box(container, selector).bottom
  expect(gap).toBeGreaterThanOrEqual(1)
  expect(gap).toBeLessThan(2)
}

/** A panel with two files waiting to be sent, and its status bar's height then. */
async function twoFilesWaiting() {
  const { container } = await setup()
  await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
  const waiting = await eventually(() => {
    expect(button('Prześlij 2 pliki').element()).toBeVisible()
    return barHeight(container)
  })
  return { container, waiting }
}

describe("the room for the panel's status bar", () => {
  it('is the height the bar first shows with, so its first measure writes nothing', async () => {
    const { container } = await setup()
    const dashboard = container.querySelector<HTMLElement>('.aup-dashboard') as HTMLElement
    const defaultRoom = Number.parseFloat(getComputedStyle(dashboard).getPropertyValue(BAR_ROOM))

    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await eventually(() => expect(button('Prześlij 2 pliki').element()).toBeVisible())
    await eventually(() => endsAtBar(container, markup.fileList))
    expect(barHeight(container)).toBe(defaultRoom)
    // A write would restyle the list in the frame the files first show.
    expect(roomRules()).toEqual([])
  })

  it('follows the bar when it is shorter during a run, on the list alone: not inherited by its rows', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { container, waiting } = await twoFilesWaiting()
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(container.querySelector(`${markup.statusBar}.is-uploading`)).not.toBeNull())
    await eventually(() => expect(barHeight(container)).toBeLessThan(waiting))
    await eventually(() => endsAtBar(container, markup.fileList))
    const room = (selector: string) =>
      getComputedStyle(container.querySelector(selector) as Element)
        .getPropertyValue(BAR_ROOM)
        .trim()
    expect(room(markup.fileList)).toBe(`${Math.ceil(barHeight(container))}px`)
    // Inherited, the new room would restyle every row under the list as the run starts.
    expect(room(markup.fileItem)).toBe(`${waiting}px`)
  })

  it('is taken away with the bar', async () => {
    worker.use(mock.slowSuccess(60_000))
    const panel = await setup()
    await addFiles(panel.container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(roomRules()).toHaveLength(1))
    panel.unmount()
    expect(roomRules()).toEqual([])
    expect(document.querySelector('[data-aup-bar-room]')).toBeNull()
  })

  it('follows the bar when its text wraps', async () => {
    worker.use(mock.networkError())
    const { container, waiting } = await twoFilesWaiting()
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(2), { timeout: 8_000 })
    // "Przesyłanie nie powiodło się", its "?", "Przesłano 0 z 2 plików" and "Ponów" wrap in two lines at 280 px.
    container.style.width = '280px'
    await eventually(() => expect(barHeight(container)).toBeGreaterThan(waiting))
    await eventually(() => endsAtBar(container, markup.fileList))
    // Its status takes two lines, and its "?" stays on the second with "się", never alone on a third.
    const status = container.querySelector(markup.statusPrimary) as HTMLElement
    const details = status.querySelector('button') as HTMLElement
    const words = document.createRange()
    words.selectNodeContents(status)
    const lineTops = new Set([...words.getClientRects()].map((line) => Math.round(line.top)))
    const text = details.previousElementSibling?.firstChild as Text
    const lastWord = document.createRange()
    lastWord.setStart(text, text.data.lastIndexOf(' ') + 1)
    lastWord.setEnd(text, text.data.length)
    const [wordBox] = lastWord.getClientRects()
    expect(Math.abs((wordBox?.top ?? 0) + (wordBox?.height ?? 0) / 2 - centreY(details))).toBeLessThan(8)
    expect(lastWord.toString()).toBe('się')
    expect(lineTops.size).toBeLessThanOrEqual(3)
  })

  it('goes while the file card covers the Dashboard, comes back with its room when it closes, and ends "add more"', async () => {
    const { container, waiting } = await twoFilesWaiting()
    await clickElement(container.querySelector(markup.fileEditButton))
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    // Drawn over the card, it hid the card's "Zapisz zmiany" and "Anuluj" (e2e/engines/fileCard.test.ts taps them).
    expect(container.querySelector(markup.statusBar)).toBeNull()
    expect(container.querySelector('[data-aup-bar-room]')).toBeNull()
    await clickElement(container.querySelector(`${markup.fileCard} ${markup.fileCardCancel}`))
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())
    await eventually(() => expect(barHeight(container)).toBe(waiting))
    await eventually(() => endsAtBar(container, markup.fileList))

    await clickElement(container.querySelector(markup.addMore))
    await eventually(() => endsAtBar(container, markup.addFilesPanel))
  })
})
