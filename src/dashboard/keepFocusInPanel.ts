import * as runViewParts from '../status/runViewParts'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Where focus goes when the control that had it is gone, first match first: the status bar's action, else adding files. */
const NEXT_STOPS = [
  runViewParts.statusBarAction('retry'),
  runViewParts.statusBarAction('togglePauseResume'),
  runViewParts.uploadButton,
  // The bar's other actions: cancel, done.
  `${runViewParts.statusActions} button`,
  markup.addMore,
  markup.browseButton,
]

/**
 * The Dashboard replaces controls as the state changes (the drop area gives way to the list, a row goes with its
 * file), and so does the panel's status bar (the upload button becomes pause, then "Ponów"): the focus they had
 * falls to the page's body, and a keyboard or screen-reader user is thrown out of the panel. One rule for both (the
 * bar lies inside `root`): when the focused control of the panel disappears and nothing else took the focus, it
 * moves to the status bar's current action, else to adding files. The bar has something to show once files are
 * listed, and is drawn in React's next render, after the Dashboard drew the list: the move waits for it.
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
    // The focus went elsewhere (the member, the host, the Dashboard): it stays there.
    if (activeElement && activeElement !== body) {
      focused = null
      return
    }
    if (root.querySelector(markup.fileItem) && !root.querySelector(runViewParts.statusBar)) return
    focused = null
    for (const selector of NEXT_STOPS) {
      const next = [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility())
      if (next) return next.focus()
    }
  }
  return { repair, stop: () => root.removeEventListener('focusin', remember) }
}
