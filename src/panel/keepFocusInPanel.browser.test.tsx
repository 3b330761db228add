// The focus rule on plain markup of the shapes it reads (a listed file, the Dashboard's header button, the status
// bar), so the order of events can be set exactly: the status bar drawn after the list. Then in the panel, with a
// slow device's frames: the rule itself may not wait for one (seen in WebKit on a loaded machine: focus on "Anuluj").
import { afterEach, describe, expect, it } from 'vitest'
import * as markup from '../dashboard/dashboardMarkup'
import * as runViewParts from '../status/runViewParts'
import { pdfFile } from '../test/files'
import { queryFileInput } from '../test/panelQueries'
import { fileTransfer } from '../test/pasteFiles'
import { renderPanel } from '../test/renderPanel'
import { eventually } from '../test/waits'
import { keepFocusInPanel } from './keepFocusInPanel'
import { panelFocusRoute } from './panelFocusRoute'

const className = (selector: string) => selector.replace(/^\./, '')

function panelWithBrowseButton() {
  const root = document.createElement('div')
  root.innerHTML = `<button type="button" class="${className(markup.browseButton)}">wybierz pliki</button>`
  document.body.append(root)
  const focus = keepFocusInPanel(root, panelFocusRoute)
  const browse = root.querySelector<HTMLButtonElement>('button')
  browse?.focus()
  return { root, focus, browse }
}

/** What the Dashboard draws once a file is added: its header's first button and the file's row (no status bar yet). */
function listFile(root: HTMLElement) {
  root.innerHTML = `<button type="button" class="header-cancel">Anuluj</button><div class="${className(markup.fileItem)}">skan.pdf</div>`
  return root.querySelector<HTMLButtonElement>('.header-cancel')
}

function drawStatusBar(root: HTMLElement) {
  root.insertAdjacentHTML(
    'beforeend',
    `<div class="${className(runViewParts.statusBar)}"><button type="button" class="${className(runViewParts.uploadButton)}">Prześlij 1 plik</button></div>`,
  )
  return root.querySelector<HTMLButtonElement>(runViewParts.uploadButton)
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  document.body.replaceChildren()
})

describe('keepFocusInPanel', () => {
  it('moves the focus lost with the browse button to the status bar’s action once the bar is drawn after the list', () => {
    const { root, focus } = panelWithBrowseButton()
    stops.push(focus.stop)
    listFile(root)
    focus.repair(root)
    expect(document.activeElement).toBe(document.body)
    const upload = drawStatusBar(root)
    focus.repair(root)
    expect(document.activeElement).toBe(upload)
  })

  it('leaves the focus where the member moved it while the bar was on its way', () => {
    const { root, focus } = panelWithBrowseButton()
    stops.push(focus.stop)
    const headerButton = listFile(root)
    focus.repair(root)
    headerButton?.focus()
    focus.repair(root)
    drawStatusBar(root)
    focus.repair(root)
    expect(document.activeElement).toBe(headerButton)
  })

  it('moves the lost focus at once when the status bar is already drawn', () => {
    const { root, focus } = panelWithBrowseButton()
    stops.push(focus.stop)
    listFile(root)
    const upload = drawStatusBar(root)
    focus.repair(root)
    expect(document.activeElement).toBe(upload)
  })

  it('moves the focus lost with one of the bar’s own actions to the action that took its place', () => {
    const { root, focus } = panelWithBrowseButton()
    stops.push(focus.stop)
    listFile(root)
    drawStatusBar(root)
    const bar = root.querySelector(runViewParts.statusBar)
    const drawActions = (action: string) => {
      if (bar)
        bar.innerHTML = `<div class="${className(runViewParts.statusActions)}"><button data-action="${action}">${action}</button></div>`
    }
    drawActions('togglePauseResume')
    root.querySelector<HTMLElement>(runViewParts.statusBarAction('togglePauseResume'))?.focus()
    drawActions('done')
    focus.repair(root)
    expect(document.activeElement).toBe(root.querySelector(runViewParts.statusBarAction('done')))
  })
})

describe('keepFocusInPanel in the panel', () => {
  it('moves the focus lost with the browse button before the next frame: the Dashboard’s own move (a timer) does not wait for one', async () => {
    // A slow device's frames: the first after the files are listed comes 1 s later, after the Dashboard's focus
    // move (260 ms). Seen in WebKit under load: the rule ran in the next frame and found the focus on "Anuluj".
    const { requestAnimationFrame, cancelAnimationFrame } = window
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 1_000)
    window.cancelAnimationFrame = (handle) => window.clearTimeout(handle)
    stops.push(() => Object.assign(window, { requestAnimationFrame, cancelAnimationFrame }))
    const panel = await renderPanel()
    stops.push(panel.unmount)
    // The Dashboard draws its insides anew once it has measured its container, dropping the focus they had; the
    // panel's rules come in an effect after that commit (WebKit ran them 50 ms later in a fresh page). A member's
    // first key comes later than both.
    await eventually(() => expect(panel.container.querySelector(markup.shown)).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 200))
    const browse = panel.container.querySelector<HTMLElement>(markup.browseButton)
    browse?.focus()
    expect(document.activeElement).toBe(browse)
    // What the system file chooser does once the member picked a file (Testing Library's `upload`, Firefox's and
    // WebKit's way here, would also click and focus the input).
    const input = queryFileInput(panel.container)
    if (input) input.files = fileTransfer([pdfFile('skan.pdf')]).files
    input?.dispatchEvent(new Event('change', { bubbles: true }))
    await eventually(() => expect(document.activeElement?.textContent).toBe('Prześlij 1 plik'))
    // Past the Dashboard's move and the slow frame: the focus stays on the upload button.
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(document.activeElement?.textContent).toBe('Prześlij 1 plik')
  })
})
