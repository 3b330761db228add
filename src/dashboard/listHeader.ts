import * as markup from './dashboardMarkup'

/**
 * What the list's header shows, read from the Dashboard's own state, for the panel's title over it
 * (../status/ListTitle.tsx, which the panel hands this reading).
 */
export function readListHeader(state: { plugins: Record<string, unknown> }): { covered: boolean; medium: boolean } {
  const dashboard = markup.dashboardPluginState(state)
  return {
    // A panel of the Dashboard (the file card, "add more", a source's picker, the image editor) covers the list.
    covered: Boolean(
      dashboard.fileCardFor || dashboard.showAddFilesPanel || dashboard.activePickerPanel || dashboard.showFileEditor,
    ),
    // From the medium size on, the header is 50 px tall, 40 px below.
    medium: (dashboard.containerWidth ?? 0) > markup.mediumWidthPx,
  }
}
