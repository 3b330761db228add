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

/** All the panel adds to the mounted Dashboard, one observer; `panelRepairs` run as it writes (keeping the focus). */
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
