import Dashboard from '@uppy/react/dashboard'
import { useCallback, useEffect, useRef } from 'react'
import type { PanelUppy } from './core/panelTypes'
import * as markup from './dashboard/dashboardMarkup'
import { fileNameField } from './dashboard/fileNameField'
import { hasFilesToSend } from './dashboard/filesToSend'
import { type FailedFiles, installDashboardAdapter } from './dashboard/installDashboardAdapter'
import { useUppySelection } from './hooks/useUppySelection'
import * as messages from './i18n/messages'

const META_FIELDS = [fileNameField]

export interface PanelDashboardProps {
  uppy: PanelUppy
  /** Why each failed file failed and what it offers (the Dashboard's "?" button would open an `alert()`). */
  failedFiles: FailedFiles
  /** Whether the drop area offers adding files when the list is empty. */
  canAdd: boolean
  /** Whether the upload button may be offered (a token is there). */
  canUpload: boolean
  theme: 'light' | 'dark' | 'auto'
  height: number
}

/** Uppy's inline Dashboard over the panel's Uppy, with the panel's Dashboard adapter installed on it. */
export function PanelDashboard({ uppy, failedFiles, canAdd, canUpload, theme, height }: PanelDashboardProps) {
  const fileCount = useUppySelection(uppy, (state) => Object.keys(state.files).length)
  const canSend = useUppySelection(uppy, hasFilesToSend)
  // The Dashboard pushes changed props into Uppy by reference: keep handlers stable.
  const clearFinished = useCallback(() => uppy.cancelAll(), [uppy])
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = wrapper.current
    return root ? installDashboardAdapter(root, uppy, failedFiles) : undefined
  }, [uppy, failedFiles])
  return (
    // The upload button is hidden by CSS (data-can-send), not by the Dashboard's option: a changed
    // option re-renders every file row, which asks for every preview again.
    <div ref={wrapper} className="aup-dashboard" data-can-send={canUpload && canSend}>
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
        disableThumbnailGenerator
        hideProgressDetails={false}
        fileManagerSelectionType="files"
        doneButtonHandler={clearFinished}
        // With nothing in the list and nothing allowed, the drop area would only invite a rejection.
        disabled={!canAdd && fileCount === 0}
      />
    </div>
  )
}
