import type { PanelUppy } from '../core/panelTypes'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** What the open card covers, out of reach for keyboard and screen readers (no status bar then: ./coveringView.ts). */
const BEHIND_THE_CARD = [markup.fileList, markup.listHeader, markup.progressIndicators].join(',')

/** The file-edit card as a dialog (the list behind it inert, Escape closing it), which Uppy's inline Dashboard's is not
 * (@uppy/dashboard 6.0.3 `lib/components/FileCard/index.js:77`, a plain `<div>` with no key handling). */
export function fileCardDialog(root: HTMLElement, uppy: PanelUppy): { repair: DashboardRepair; stop: () => void } {
  // Between "edit complete" and the end of its slide-out animation the card is still in the DOM.
  let closing = false
  const openCard = () => (closing ? null : root.querySelector(markup.fileCard))

  const repair: DashboardRepair = () => {
    const card = openCard()
    for (const element of root.querySelectorAll<HTMLElement>(BEHIND_THE_CARD)) {
      if (element.inert !== !!card) element.inert = !!card
    }
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const card = openCard()
    // Focus moves into the card a moment after it opens, and is on the page's body meanwhile.
    const focus = root.ownerDocument.activeElement
    if (!card || !(root.contains(focus) || focus === root.ownerDocument.body)) return
    event.preventDefault()
    card.querySelector<HTMLButtonElement>(markup.fileCardCancel)?.click()
  }
  const opened = () => {
    closing = false
  }
  // The list is reachable again at once, for the focus to return to it (./fileCardFocusReturn.ts).
  const closed = (file: unknown) => {
    if (!file) return
    closing = true
    repair(root)
  }

  root.ownerDocument.addEventListener('keydown', closeOnEscape)
  uppy.on('dashboard:file-edit-start', opened)
  uppy.on('dashboard:file-edit-complete', closed)
  return {
    repair,
    stop() {
      uppy.off('dashboard:file-edit-start', opened)
      uppy.off('dashboard:file-edit-complete', closed)
      root.ownerDocument.removeEventListener('keydown', closeOnEscape)
    },
  }
}
