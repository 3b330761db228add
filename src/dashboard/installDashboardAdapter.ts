import type { PanelUppy } from '../core/panelTypes'
import { accessibilityRepairs } from './accessibilityRepairs'
import { showErrorDetailsInPanel } from './errorDetails'
import { fileCardBehaviour } from './fileCardBehaviour'
import { headerAfterRun } from './headerAfterRun'
import { keepFocusInPanel } from './keepFocusInPanel'
import { keepPasteInPanel } from './keepPasteInPanel'
import { observeDashboard } from './observeDashboard'
import { polishFormats } from './polishFormats'

/**
 * Everything the panel adds to Uppy's Dashboard from outside — markup repairs
 * (accessibility, Polish number formats, the header after a run), the file card's dialog behaviour,
 * focus kept in the panel, error details shown in the panel (`showFileError`)
 * instead of an `alert()`, and the paste guard — on the element that holds the
 * Dashboard, with one observer.
 * Returns a function that removes all of it.
 */
export function installDashboardAdapter(
  root: HTMLElement,
  uppy: PanelUppy,
  showFileError: (fileId: string) => void,
): () => void {
  const fileCard = fileCardBehaviour(root, uppy)
  const focus = keepFocusInPanel(root)
  const header = headerAfterRun(root, uppy)
  const stops = [
    observeDashboard(root, {
      immediate: [polishFormats, header.repair],
      perFrame: [...accessibilityRepairs, fileCard.repair, focus.repair],
    }),
    fileCard.stop,
    focus.stop,
    header.stop,
    keepPasteInPanel(root),
    showErrorDetailsInPanel(root, showFileError),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
