import type { PanelUppy } from '../core/panelTypes'
import { accessibilityRepairs } from './accessibilityRepairs'
import * as markup from './dashboardMarkup'
import { keepPasteInPanel } from './keepPasteInPanel'
import { limitRedrawsWhileUploading, type RedrawnPlugin } from './limitRedraws'
import { type FailureActions, listRepairs } from './listRepairs'
import { dropPiecesOfNameBefore } from './longNames'
import { type DashboardRepair, observeDashboard } from './observeDashboard'
import { rewriteSizes } from './polishSizes'

const isRedrawn = (plugin: unknown): plugin is RedrawnPlugin =>
  typeof (plugin as Partial<RedrawnPlugin> | undefined)?.update === 'function'

/**
 * Everything the panel adds to Uppy's Dashboard from outside, on the element that holds it (already mounted), with
 * one observer: markup repairs (accessibility, Polish sizes, names' pieces), the list's repairs (./listRepairs.ts),
 * the paste guard and fewer redraws during a run. `panelRepairs` are the panel's own that must run as soon as the
 * Dashboard writes, not a frame later (the focus kept in the panel). Returns a function that removes all of it.
 */
export function installDashboardAdapter(
  root: HTMLElement,
  uppy: PanelUppy,
  failureActions: FailureActions,
  panelRepairs: readonly DashboardRepair[] = [],
): () => void {
  const list = listRepairs(root, uppy, failureActions)
  const dashboard = uppy.getPlugin(markup.pluginId)
  const stops = [
    isRedrawn(dashboard) ? limitRedrawsWhileUploading(dashboard, root) : () => {},
    observeDashboard(root, {
      immediate: [rewriteSizes, dropPiecesOfNameBefore, ...panelRepairs],
      perFrame: [...accessibilityRepairs, ...list.repairs],
    }),
    list.stop,
    keepPasteInPanel(root),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
