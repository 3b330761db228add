import type { PanelUppy } from '../core/panelTypes'
import { accessibilityRepairs } from './accessibilityRepairs'
import * as markup from './dashboardMarkup'
import { keepFocusInPanel } from './keepFocusInPanel'
import { keepPasteInPanel } from './keepPasteInPanel'
import { limitRedrawsWhileUploading, type RedrawnPlugin } from './limitRedraws'
import { type FailureActions, listRepairs } from './listRepairs'
import { observeDashboard } from './observeDashboard'
import { rewriteUppyTexts } from './uppyTexts'

const isRedrawn = (plugin: unknown): plugin is RedrawnPlugin =>
  typeof (plugin as Partial<RedrawnPlugin> | undefined)?.update === 'function'

/**
 * Everything the panel adds to Uppy's Dashboard from outside — markup repairs (accessibility, Polish number
 * formats), focus kept in the panel, the paste guard and fewer redraws during a run, the list's repairs
 * (./listRepairs.ts: each failed file's reason in its row and its details in the panel instead of an `alert()`,
 * the file card's dialog behaviour) — on the element that holds the Dashboard (already mounted),
 * with one observer. Returns a function that removes all of it.
 */
export function installDashboardAdapter(
  root: HTMLElement,
  uppy: PanelUppy,
  failureActions: FailureActions,
): () => void {
  const list = listRepairs(root, uppy, failureActions)
  const focus = keepFocusInPanel(root)
  const dashboard = uppy.getPlugin(markup.pluginId)
  const stops = [
    isRedrawn(dashboard) ? limitRedrawsWhileUploading(dashboard, root) : () => {},
    observeDashboard(root, {
      // The focus rule may not wait for a frame: the Dashboard's own focus move is a 260 ms timer, and a slow
      // device's next frame can come later than that (WebKit under load).
      immediate: [rewriteUppyTexts, focus.repair],
      perFrame: [...accessibilityRepairs, ...list.repairs],
    }),
    list.stop,
    focus.stop,
    keepPasteInPanel(root),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
