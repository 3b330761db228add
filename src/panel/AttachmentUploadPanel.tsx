import { useEffect, useId, useRef } from 'react'
import {
  DASHBOARD_MAX_HEIGHT_PX,
  DEFAULT_ENDPOINT,
  DEFAULT_RESPONSE_TIMEOUT_MS,
  DEFAULT_RESTORE_MAX_AGE_MS,
  DEFAULT_STALL_TIMEOUT_MS,
} from '../core/config'
import { bannerFor, describeSettingProblem, resolveLimits, sameLimits, type UploadLimits } from '../core/limits'
import type { PanelLiveConfig } from '../core/panelTypes'
import { LiveRegion } from '../feedback/LiveRegion'
import { NoticeList } from '../feedback/NoticeList'
import { FormFields } from '../form/FormFields'
import { useLatest } from '../hooks/useLatest'
import * as messages from '../i18n/messages'
import { useRestoredFiles } from '../restore/useRestoredFiles'
import type { AttachmentUploadPanelProps } from '../types'
import type { PanelController } from './createPanelController'
import { PanelDashboard } from './PanelDashboard'
import { usePanelController } from './usePanelController'
import { useStableValue } from './useStableValue'
import '../styles.css'

/** Inline panel where a signed-in member adds images and PDFs (drag, paste, browse) and sends them, one request per
 * file, to the member attachment endpoint. */
export function AttachmentUploadPanel<TBody = unknown, TErrorBody = unknown>(
  props: AttachmentUploadPanelProps<TBody, TErrorBody>,
) {
  const {
    token,
    settings,
    existingCount = 0,
    endpoint = DEFAULT_ENDPOINT,
    stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS,
    responseTimeoutMs = DEFAULT_RESPONSE_TIMEOUT_MS,
    onUploadSuccess,
    onCompleteSuccess,
    onUploadError,
    onUploadProgress,
    preprocessSteps,
    postprocessSteps,
    keepPhotoLocation = false,
    resizePhotos,
    theme = 'light',
    height = DASHBOARD_MAX_HEIGHT_PX,
    className,
    'aria-label': ariaLabel = messages.panelLabel,
    restoreKey,
    restoreMaxAgeMs = DEFAULT_RESTORE_MAX_AGE_MS,
  } = props

  const limits = useStableValue(resolveLimits(settings, existingCount), sameLimits)
  useReportSettingProblems(limits)

  const live = useLatest<PanelLiveConfig<TBody, TErrorBody>>({
    token,
    endpoint,
    stallTimeoutMs,
    responseTimeoutMs,
    limits,
    onUploadSuccess,
    onCompleteSuccess,
    onUploadError,
    onUploadProgress,
    preprocessSteps,
    postprocessSteps,
    keepPhotoLocation,
    resizePhotos,
  })
  // Uppy ids end up in DOM ids: keep them to characters valid there.
  const uppyId = `attachment-upload-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const controller = usePanelController<TBody, TErrorBody>(uppyId, live)
  useRestoredFiles(controller, restoreKey, restoreMaxAgeMs, token === null)

  const hasPreprocessing = (preprocessSteps?.length ?? 0) > 0
  const hasPostprocessing = (postprocessSteps?.length ?? 0) > 0
  useEffect(() => {
    // The controller reads the live config; these are the changes it must apply to Uppy.
    void [limits, hasPreprocessing, hasPostprocessing]
    controller?.refresh()
  }, [controller, limits, hasPreprocessing, hasPostprocessing])

  const banner = bannerFor(limits, token)
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
          uppy={controller.uppy}
          failureActions={controller}
          canAdd={limits.valid && limits.placesLeft > 0}
          canUpload={!!token}
          theme={theme}
          height={dashboardHeight}
        />
      ) : (
        <div className="aup-placeholder" aria-busy="true" />
      )}
      {controller ? <NoticeList store={controller.feedback.notices} /> : null}
      {controller ? <LiveRegion announcer={controller.feedback.announcer} /> : null}
      {controller ? <FormFields<TBody, TErrorBody> {...props} uppy={controller.uppy} /> : null}
    </section>
  )
}

/** The banner is content, read when the member reaches it; a change while the panel is open is announced once. */
function useAnnounceChanges(controller: PanelController | null, banner: string | null) {
  const shown = useRef(banner)
  useEffect(() => {
    if (banner === shown.current) return
    shown.current = banner
    if (banner && controller) controller.feedback.announce(banner)
  }, [controller, banner])
}

/** Tells the host developer, once per distinct problem, which setting is unusable. */
function useReportSettingProblems(limits: UploadLimits) {
  const report = limits.problems.map(describeSettingProblem).join('\n')
  useEffect(() => {
    if (report) console.error(report)
  }, [report])
}
