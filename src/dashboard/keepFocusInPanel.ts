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
 * focus, it moves to the status bar's current action (once the bar is drawn, when it comes with the first
 * listed file: before the Dashboard's own focus move, 260 ms after its last update, takes it to the header's
 * first button, @uppy/dashboard 6.0.3 `lib/utils/createSuperFocus.js:45`).
 */
export function keepFocusInPanel(root: HTMLElement): { repair: DashboardRepair; stop: () => void } {
  let focused: HTMLElement | null = null
  const remember = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement ? event.target : null
  }
  root.addEventListener('focusin', remember)
  const repair: DashboardRepair = () => {
    if (!focused || focused.isConnected) return
    const { activeElement, body } = root.ownerDocument
    if (activeElement && activeElement !== body) {
      focused = null
      return
    }
    // Files are listed and the status bar that comes with them is not drawn yet: its action is the next stop.
    if (root.querySelector(markup.fileItem) && !root.querySelector(runViewParts.statusBar)) return
    focused = null
    for (const selector of NEXT_STOPS) {
      const next = [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility())
      if (next) return next.focus()
    }
  }
  return { repair, stop: () => root.removeEventListener('focusin', remember) }
}
