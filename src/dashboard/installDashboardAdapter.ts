import type { PanelUppy } from '../core/panelTypes'
import { accessibilityRepairs } from './accessibilityRepairs'
import { fileCardBehaviour } from './fileCardBehaviour'
import { keepPasteInPanel } from './keepPasteInPanel'
import { observeDashboard } from './observeDashboard'
import { polishFormats } from './polishFormats'

/**
 * Everything the panel adds to Uppy's Dashboard from outside — markup repairs
 * (accessibility, Polish number formats), the file card's dialog behaviour and
 * the paste guard — on the element that holds the Dashboard, with one observer.
 * Returns a function that removes all of it.
 */
export function installDashboardAdapter(root: HTMLElement, uppy: PanelUppy): () => void {
  const fileCard = fileCardBehaviour(root, uppy)
  const stops = [
    observeDashboard(root, { immediate: [polishFormats], perFrame: [...accessibilityRepairs, fileCard.repair] }),
    fileCard.stop,
    keepPasteInPanel(root),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
