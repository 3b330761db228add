import type { DashboardRepair } from '../dashboard/observeDashboard'

/** Where the panel's focus goes when the control that had it is gone. */
export interface FocusRoute {
  /** The controls that may take it, first match first. */
  nextStops: readonly string[]
  /** Whether the control that should take it is still to be drawn: the move waits for it. */
  isDrawing(root: HTMLElement): boolean
}

/**
 * The Dashboard replaces its controls as the state changes (the drop area gives way to the list, a row goes with its
 * file), and so does the panel's status bar (upload becomes pause, then "Ponów"): the focus they had falls to the
 * page's body, throwing a keyboard or screen-reader user out of the panel. When the focused control inside `root`
 * disappears and nothing else took the focus, it moves along `route`. An immediate repair: the Dashboard's own focus
 * move is a 260 ms timer, which a slow device's next frame can come after.
 */
export function keepFocusInPanel(root: HTMLElement, route: FocusRoute): { repair: DashboardRepair; stop: () => void } {
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
    if (route.isDrawing(root)) return
    focused = null
    for (const selector of route.nextStops) {
      const next = [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility())
      if (next) return next.focus()
    }
  }
  return { repair, stop: () => root.removeEventListener('focusin', remember) }
}
