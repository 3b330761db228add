import Dashboard from '@uppy/react/dashboard'
import { useEffect, useRef } from 'react'
import type { PanelUppy } from '../core/panelTypes'
import { coveringView, isMediumHeader, panelPartsOver } from '../dashboard/coveringView'
import * as markup from '../dashboard/dashboardMarkup'
import { fileNameField } from '../dashboard/fileNameField'
import { installDashboardAdapter } from '../dashboard/installDashboardAdapter'
import type { FailureActions } from '../dashboard/listRepairs'
import { useUppySelection } from '../hooks/useUppySelection'
import * as messages from '../i18n/messages'
import { ListTitle } from '../status/ListTitle'
import { StatusBar } from '../status/StatusBar'
import { keepFocusInPanel } from './keepFocusInPanel'
import { panelFocusRoute } from './panelFocusRoute'

const META_FIELDS = [fileNameField]

interface PanelDashboardProps {
  uppy: PanelUppy
  /** Why each failed file failed and what it offers (the Dashboard's "?" button would open an `alert()`). */
  failureActions: FailureActions
  /** Whether the drop area offers adding files when the list is empty. */
  canAdd: boolean
  canUpload: boolean
  theme: 'light' | 'dark' | 'auto'
  height: number
}

/** Uppy's inline Dashboard over the panel's Uppy, with the panel's adapter and focus rule (./keepFocusInPanel.ts). */
export function PanelDashboard({ uppy, failureActions, canAdd, canUpload, theme, height }: PanelDashboardProps) {
  const fileCount = useUppySelection(uppy, (state) => Object.keys(state.files).length)
  const parts = panelPartsOver(useUppySelection(uppy, coveringView))
  const mediumHeader = useUppySelection(uppy, isMediumHeader)
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = wrapper.current
    if (!root) return
    const focus = keepFocusInPanel(root, panelFocusRoute)
    const removeAdapter = installDashboardAdapter(root, uppy, failureActions, [focus.repair])
    return () => {
      removeAdapter()
      focus.stop()
    }
  }, [uppy, failureActions])
  return (
    <div ref={wrapper} className="aup-dashboard">
      <ListTitle uppy={uppy} shown={parts.listTitle} medium={mediumHeader} />
      <Dashboard
        id={markup.pluginId}
        uppy={uppy}
        width="100%"
        height={height}
        theme={theme}
        note={messages.note}
        metaFields={META_FIELDS}
        proudlyDisplayPoweredByUppy={false}
        disableInformer
        // The panel draws its own status bar (../status/StatusBar.tsx), as it draws its own notices.
        disableStatusBar
        disableThumbnailGenerator
        hideProgressDetails={false}
        fileManagerSelectionType="files"
        // With nothing in the list and nothing allowed, the drop area would only invite a rejection.
        disabled={!canAdd && fileCount === 0}
      />
      <StatusBar
        uppy={uppy}
        canUpload={canUpload}
        remedyOf={failureActions.remedyOf}
        showFileErrors={failureActions.showFileErrors}
        shown={parts.statusBar}
      />
    </div>
  )
}
