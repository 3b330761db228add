import * as markup from './dashboardMarkup'

/** Which of the Dashboard's views covers its list: the file-edit card, "add more" (Uppy's add-files panel), or none. */
type CoveringView = 'fileCard' | 'addMore' | 'none'

/** The view that covers the list, read from the Dashboard's own part of Uppy's state. */
export function coveringView(state: { plugins: Record<string, unknown> }): CoveringView {
  const dashboard = markup.dashboardPluginState(state)
  if (dashboard.fileCardFor) return 'fileCard'
  return dashboard.showAddFilesPanel ? 'addMore' : 'none'
}

/** Which of the panel's own parts are drawn over the Dashboard. */
interface PanelParts {
  /** The list's title (../status/ListTitle.tsx), over the list header's middle. */
  listTitle: boolean
  /** The status bar (../status/StatusBar.tsx), over the bottom of the Dashboard's box. */
  statusBar: boolean
}

/**
 * What the panel draws of its own while `view` covers the list; the one place that decides it, for every part.
 * - The card covers the Dashboard's whole box, as in plain Uppy: its "Zapisz zmiany" and "Anuluj" are where the bar
 *   would be, so the bar is not drawn (a bar drawn over them showed one button and sent a tap to another); its title
 *   is the card's own.
 * - "Add more" has its own title ("Dodawanie kolejnych plików") and ends above the bar, which stays: what is listed
 *   can be sent without going back.
 */
export function panelPartsOver(view: CoveringView): PanelParts {
  return { listTitle: view === 'none', statusBar: view !== 'fileCard' }
}

/** Whether the list header is the Dashboard's taller one: 50 px from its medium size on, 40 px below. */
export function isMediumHeader(state: { plugins: Record<string, unknown> }): boolean {
  return (markup.dashboardPluginState(state).containerWidth ?? 0) > markup.mediumWidthPx
}
