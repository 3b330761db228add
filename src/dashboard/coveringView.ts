import * as markup from './dashboardMarkup'

type CoveringView = 'fileCard' | 'addMore' | 'none'

/** Which view covers the list: the file-edit card, "add more" (Uppy's add-files panel) or none, from Uppy's state. */
export function coveringView(state: { plugins: Record<string, unknown> }): CoveringView {
  const dashboard = markup.dashboardPluginState(state)
  if (dashboard.fileCardFor) return 'fileCard'
  return dashboard.showAddFilesPanel ? 'addMore' : 'none'
}

/** Over the Dashboard: ../status/ListTitle.tsx on the list header's middle, ../status/StatusBar.tsx at its bottom. */
interface PanelParts {
  listTitle: boolean
  statusBar: boolean
}

/** The one place deciding what the panel draws of its own while `view` covers the list. The card covers the whole
 * box, as in plain Uppy, with its own title and its "Zapisz zmiany" and "Anuluj" where a bar would show one button and
 * send a tap to another. "Add more" has its title and ends above the bar, which stays, to send without going back. */
export function panelPartsOver(view: CoveringView): PanelParts {
  return { listTitle: view === 'none', statusBar: view !== 'fileCard' }
}

/** Whether the list header is the Dashboard's taller one: 50 px from its medium size on, 40 px below. */
export function isMediumHeader(state: { plugins: Record<string, unknown> }): boolean {
  return (markup.dashboardPluginState(state).containerWidth ?? 0) > markup.mediumWidthPx
}
