import type { PanelUppy } from '../core/panelTypes'
import { pluginId } from '../dashboard/dashboardMarkup'
import { listTitleText } from './listTitleText'
import { useRunState } from './useRunState'

/** The parts of the Dashboard's own state the title follows (its plugin state in Uppy's state). */
interface DashboardState {
  containerWidth?: number
  fileCardFor?: string | null
  showAddFilesPanel?: boolean
  activePickerPanel?: unknown
  showFileEditor?: boolean
}

/** The Dashboard's medium size, from which its header is taller and its title wider (its `WIDTH_MD`). */
const DASHBOARD_MEDIUM_PX = 576

/**
 * The title of the file list's header, the panel's own text: how many files wait, how many the run
 * sends, how it ended. Uppy's title is hidden (styles.css); this one lies over its place, and goes
 * while a panel of the Dashboard (the file card, "add more") covers the list.
 */
export function ListTitle({ uppy }: { uppy: PanelUppy }) {
  const state = useRunState(uppy)
  const dashboard = (state.plugins[pluginId] ?? {}) as DashboardState
  const covered =
    dashboard.fileCardFor || dashboard.showAddFilesPanel || dashboard.activePickerPanel || dashboard.showFileEditor
  if (covered || Object.keys(state.files).length === 0) return null
  return (
    <p className="aup-listTitle" data-medium={(dashboard.containerWidth ?? 0) > DASHBOARD_MEDIUM_PX || undefined}>
      {listTitleText(uppy.i18n, state.files, state.currentUploads)}
    </p>
  )
}
