import * as runViewParts from '../status/runViewParts'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Where focus goes when the control that had it is gone, first match first: the status bar's action, else adding files. */
const NEXT_STOPS = [
  runViewParts.statusBarAction('retry'),
  runViewParts.statusBarAction('togglePauseResume'),
  runViewParts.uploadButton,
  markup.addMore,
  markup.browseButton,
]

/**
 * The Dashboard replaces controls as the state changes (the upload button
 * becomes the progress display, then "Ponów"), and the focus they had falls to
 * the page's body: a keyboard or screen-reader user is thrown out of the panel.
 * When the focused control of the panel disappears and nothing else took the
 * focus, it moves to the status bar's current action. When files are listed before their status bar is drawn
 * (it comes with the first listed file), the move waits for the bar; meanwhile the Dashboard's own focus move,
 * 260 ms after its last update, takes the focus to the header's first button ("Anuluj", @uppy/dashboard 6.0.3
 * `lib/utils/createSuperFocus.js:45`), and on a slow device the bar comes later than that: a focus moved
 * without the member pressing a key since is still moved on to the bar's action.
 */
export function keepFocusInPanel(root: HTMLElement): { repair: DashboardRepair; stop: () => void } {
  const { ownerDocument: document } = root
  let focused: HTMLElement | null = null
  let awaitingBar = false
  const remember = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement ? event.target : null
  }
  const memberActed = () => {
    awaitingBar = false
  }
  root.addEventListener('focusin', remember)
  // A key pressed while the bar is on its way: the member moved the focus (Uppy's move takes none).
  document.addEventListener('keydown', memberActed, true)
  const repair: DashboardRepair = () => {
    const { activeElement, body } = document
    // Files are listed and the status bar that comes with them is not drawn yet: its action is the next stop.
    const barMissing = !!root.querySelector(markup.fileItem) && !root.querySelector(runViewParts.statusBar)
    if (awaitingBar) {
      if (barMissing) return
      awaitingBar = false
      // Only where the focus still is in the panel or nowhere: a host's own focus move elsewhere stands.
      if (activeElement !== body && !root.contains(activeElement)) return
    } else {
      if (!focused || focused.isConnected) return
      focused = null
      if (activeElement && activeElement !== body) return
      if (barMissing) {
        awaitingBar = true
        return
      }
    }
    for (const selector of NEXT_STOPS) {
      const next = [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility())
      if (next) return next.focus()
    }
  }
  return {
    repair,
    stop: () => {
      root.removeEventListener('focusin', remember)
      document.removeEventListener('keydown', memberActed, true)
    },
  }
}
