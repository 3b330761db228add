import { useUppyState } from '@uppy/react'
import Dashboard from '@uppy/react/dashboard'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { accessibilityRepairs } from './a11y/accessibilityRepairs'
import { installFileCardBehaviour } from './a11y/fileCardBehaviour'
import { LiveRegion } from './announcements/LiveRegion'
import { DASHBOARD_MAX_HEIGHT_PX, DEFAULT_ENDPOINT, DEFAULT_STALL_TIMEOUT_MS } from './config'
import { messages } from './i18n/messages'
import { polishDashboardFormats } from './i18n/polishDashboardFormats'
import { describeSettingProblem, resolveLimits, type UploadLimits } from './limits'
import { NoticeList } from './notices/NoticeList'
import type { PanelController, PanelLiveConfig } from './panel/createPanelController'
import { keepPasteInPanel } from './panel/keepPasteInPanel'
import { repairDashboard } from './panel/repairDashboard'
import { useLatest } from './panel/useLatest'
import { usePanelController } from './panel/usePanelController'
import type { AttachmentUploadPanelProps } from './types'
import './styles.css'

const META_FIELDS = [{ id: 'name', name: messages.fileNameField, placeholder: messages.fileNamePlaceholder }]

/**
 * Inline panel in which a signed-in member adds images and PDFs (drag, paste
 * or browse) and sends them, one request per file, to the member attachment endpoint.
 */
export function AttachmentUploadPanel<TBody = unknown>(props: AttachmentUploadPanelProps<TBody>) {
  const {
    token,
    settings,
    existingCount = 0,
    endpoint = DEFAULT_ENDPOINT,
    stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS,
    onUploadSuccess,
    onCompleteSuccess,
    preprocessSteps,
    postprocessSteps,
    theme = 'light',
    height = DASHBOARD_MAX_HEIGHT_PX,
    className,
    'aria-label': ariaLabel = messages.panelLabel,
  } = props

  const limits = useMemo(
    () => resolveLimits(settings, existingCount),
    // Settings objects are often recreated on every host render; their values are what matter.
    [settings?.maxFiles, settings?.maxFileSize, settings === null || typeof settings !== 'object', existingCount],
  )
  useReportSettingProblems(limits)

  const live = useLatest<PanelLiveConfig<TBody>>({
    token,
    endpoint,
    stallTimeoutMs,
    limits,
    onUploadSuccess,
    onCompleteSuccess,
    preprocessSteps,
    postprocessSteps,
  })
  // Uppy ids end up in DOM ids: keep them to characters valid there.
  const uppyId = `attachment-upload-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const controller = usePanelController<TBody>(uppyId, live)

  const hasPreprocessing = (preprocessSteps?.length ?? 0) > 0
  const hasPostprocessing = (postprocessSteps?.length ?? 0) > 0
  useEffect(() => {
    controller?.refresh()
  }, [controller, limits, hasPreprocessing, hasPostprocessing])

  const banner = !limits.valid
    ? messages.settingsUnavailable
    : limits.placesLeft === 0
      ? messages.noPlacesLeft(limits.maxFiles)
      : !token
        ? messages.noToken
        : null

  useAnnounceChanges(controller, banner)

  const dashboardHeight = Math.min(Math.max(height, 200), DASHBOARD_MAX_HEIGHT_PX)
  return (
    <section
      className={['aup-panel', className].filter(Boolean).join(' ')}
      data-theme={theme}
      aria-label={ariaLabel}
      style={{ ['--aup-height' as string]: `${dashboardHeight}px` }}
    >
      <p className="aup-banner" hidden={banner === null}>
        {banner}
      </p>
      {controller ? (
        <PanelDashboard
          controller={controller}
          limits={limits}
          canUpload={!!token}
          theme={theme}
          height={dashboardHeight}
        />
      ) : (
        <div className="aup-placeholder" aria-busy="true" />
      )}
      {controller ? <NoticeList store={controller.notices} /> : null}
      {controller ? <LiveRegion announcer={controller.announcer} /> : null}
    </section>
  )
}

function PanelDashboard({
  controller,
  limits,
  canUpload,
  theme,
  height,
}: {
  controller: PanelController
  limits: UploadLimits
  canUpload: boolean
  theme: 'light' | 'dark' | 'auto'
  height: number
}) {
  const { uppy } = controller
  const fileCount = useUppyState(uppy, (state) => Object.keys(state.files).length)
  // Uppy offers "upload" for files still being pre-processed; only files no run has taken count.
  const hasFilesToSend = useUppyState(uppy, (state) => {
    const taken = new Set(Object.values(state.currentUploads).flatMap((upload) => upload.fileIDs))
    return Object.values(state.files).some((file) => !file.progress.uploadStarted && !taken.has(file.id))
  })
  const nothingToAdd = !limits.valid || limits.placesLeft === 0
  // The Dashboard pushes changed props into Uppy by reference: keep handlers stable.
  const clearFinished = useCallback(() => uppy.cancelAll(), [uppy])
  const wrapper = useRef<HTMLDivElement>(null)
  // What Uppy's Dashboard lacks, added to its markup and behaviour from outside.
  useEffect(() => {
    const root = wrapper.current
    if (!root) return
    const stops = [
      repairDashboard(root, [...accessibilityRepairs, polishDashboardFormats]),
      installFileCardBehaviour(root, uppy),
      keepPasteInPanel(root),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [uppy])
  return (
    <div ref={wrapper} className="aup-dashboard">
      <Dashboard
        uppy={uppy}
        width="100%"
        height={height}
        theme={theme}
        note={messages.note}
        metaFields={META_FIELDS}
        proudlyDisplayPoweredByUppy={false}
        disableInformer
        disableThumbnailGenerator
        hideUploadButton={!canUpload || !hasFilesToSend}
        hideProgressDetails={false}
        fileManagerSelectionType="files"
        doneButtonHandler={clearFinished}
        // With nothing in the list and nothing allowed, the drop area would only invite a rejection.
        disabled={nothingToAdd && fileCount === 0}
      />
    </div>
  )
}

/**
 * The banner is part of the panel's content (read when the member reaches it);
 * when it changes while the panel is open, the change is announced once.
 */
function useAnnounceChanges(controller: PanelController | null, banner: string | null) {
  const shown = useRef(banner)
  useEffect(() => {
    if (banner === shown.current) return
    shown.current = banner
    if (banner && controller) controller.announcer.announce(banner)
  }, [controller, banner])
}

/** Tells the host developer, once per distinct problem, which setting is unusable. */
function useReportSettingProblems(limits: UploadLimits) {
  const report = limits.problems.map(describeSettingProblem).join('\n')
  useEffect(() => {
    if (report) console.error(report)
  }, [report])
}
