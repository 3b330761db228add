import { useCallback, useMemo, useState } from 'react'
import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import { MOST_FAILURE_NOTICES } from '../feedback/failureReport'
import { photosPrepared } from '../photos/photoMessages'
import { createTimeLeft } from '../transport/timeLeft'
import { keepRoomForBar } from './barRoom'
import { StatusBarActions, send } from './StatusBarActions'
import { bytesLine, DOT, primaryText } from './statusBarTexts'
import { readStatusBar, type StatusBarView } from './statusBarView'
import { useRunState } from './useRunState'

interface StatusBarProps {
  uppy: PanelUppy
  /** Whether a token is there: without one nothing is offered for sending. */
  canUpload: boolean
  /** What a failed file offers ("Ponów" retries only files it may send again). */
  remedyOf(fileId: string): FailureRemedy
  /** Shows in the panel why these files failed (the "?" after a failed run). */
  showFileErrors(fileIds: readonly string[]): void
  /** Whether the bar is drawn: not while the file card covers it (../dashboard/coveringView.ts). Its state stays. */
  shown: boolean
}

/** The panel's status bar (Uppy's is off), redrawn on the list's beat (./useRunState.ts) from one reading of state. */
export function StatusBar({ uppy, canUpload, remedyOf, showFileErrors, shown }: StatusBarProps) {
  const state = useRunState(uppy)
  // One estimate per bar: it follows the run's bytes over time.
  const [timeLeft] = useState(createTimeLeft)
  const facts = useMemo(
    () => ({ canUpload, mayRetry: (fileId: string) => remedyOf(fileId) === 'retry' }),
    [canUpload, remedyOf],
  )
  const view = readStatusBar(state, facts)
  // The list ends above the bar (./barRoom.ts); focus on an action gone with the status: ../panel/keepFocusInPanel.ts.
  const attachBar = useCallback((element: HTMLDivElement | null) => (element ? keepRoomForBar(element) : undefined), [])
  const hasContent = view.status !== 'waiting' || view.showUpload
  if (!shown || !hasContent) return null
  const { status } = view
  const i18n = uppy.i18n
  const secondsLeft = status === 'uploading' && view.total ? timeLeft(performance.now(), view.sent, view.total) : null
  const percent = view.progress ?? 100
  const showErrors = () =>
    showFileErrors(
      uppy
        .getFiles()
        .filter((file) => file.error)
        .slice(0, MOST_FAILURE_NOTICES)
        .map((file) => file.id),
    )
  return (
    <div ref={attachBar} className={`aup-statusbar is-${status}`}>
      <div
        className={`aup-statusbar__progress${view.indeterminate ? ' is-indeterminate' : ''}`}
        style={{ width: `${percent}%` }}
        role="progressbar"
        aria-label={`${percent}%`}
        aria-valuetext={`${percent}%`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.progress ?? undefined}
      />
      {status === 'waiting' ? null : (
        <div className="aup-statusbar__content">
          {status === 'complete' || status === 'error' ? (
            <svg
              className="aup-statusbar__indicator"
              aria-hidden="true"
              focusable="false"
              width="12"
              height="12"
              viewBox="0 0 12 12"
            >
              <path
                d={status === 'complete' ? 'M1 6.5 4.5 10 11 2.5' : 'M1.5 1.5l9 9m0-9-9 9'}
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
              />
            </svg>
          ) : null}
          {/* Not a live region: the panel's one live region says the run's end once (../feedback/LiveRegion.tsx); a
              `role="status"` here said "Przesyłanie zakończone" again on every redraw of the ended run. */}
          <div className="aup-statusbar__status">
            <div className="aup-statusbar__primary-text">
              {primaryText(uppy, view)}
              {status === 'error' ? (
                <FailedWithDetails text={i18n('uploadFailed')} label={i18n('showErrorDetails')} onClick={showErrors} />
              ) : null}
            </div>
            <Details uppy={uppy} view={view} secondsLeft={secondsLeft} />
          </div>
        </div>
      )}
      <StatusBarActions uppy={uppy} view={view} onDone={() => uppy.cancelAll()} />
    </div>
  )
}

/** "Przesyłanie nie powiodło się" and its "?": on a narrow bar the text takes two even lines, the "?" with its last
 * word: the outer span, their nearest common ancestor (which decides a break between them), allows none. */
function FailedWithDetails({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <span className="aup-statusbar__withDetails">
      <span className="aup-statusbar__failedText">{text}</span>
      <button type="button" className="aup-statusbar__errorDetails" aria-label={label} onClick={onClick}>
        ?
      </button>
    </span>
  )
}

/** The secondary line: during a run the files and bytes sent (or files added since), after a failure the files sent. */
function Details({ uppy, view, secondsLeft }: { uppy: PanelUppy; view: StatusBarView; secondsLeft: number | null }) {
  const filesSent =
    view.filesInRun > 1
      ? uppy.i18n('filesUploadedOfTotal', { complete: view.filesComplete, smart_count: view.filesInRun })
      : ''
  if (view.status === 'error')
    return (
      <div className="aup-statusbar__details">
        {uppy.i18n('filesUploadedOfTotal', { complete: view.filesComplete, smart_count: view.filesInRun })}
      </div>
    )
  const running = view.status === 'uploading' || view.status === 'paused'
  if (running && view.waiting > 0)
    return (
      <div className="aup-statusbar__details">
        <span className="aup-statusbar__hint">{uppy.i18n('xMoreFilesAdded', { smart_count: view.waiting })}</span>
        <button
          type="button"
          className="aup-statusbar__upload aup-statusbar__link"
          aria-label={uppy.i18n('uploadXFiles', { smart_count: view.waiting })}
          onClick={send(uppy)}
        >
          {uppy.i18n('upload')}
        </button>
      </div>
    )
  if (view.status !== 'uploading') return null
  // Photos still prepared while others are sent (`resizePhotos`): how many are ready.
  const photos = view.photos ? photosPrepared(view.photos.prepared, view.photos.toPrepare) : ''
  const counts = [filesSent, photos].filter(Boolean).join(DOT)
  return (
    <div className="aup-statusbar__details">
      {counts}
      <span className="aup-statusbar__bytes">
        {counts ? DOT : ''}
        {bytesLine(uppy, view, secondsLeft)}
      </span>
    </div>
  )
}
