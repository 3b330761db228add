import type { PanelUppy } from '../core/panelTypes'
import type { StatusBarView } from './statusBarView'

interface ActionsProps {
  uppy: PanelUppy
  view: StatusBarView
  /** Clears the list after a finished run ("Gotowe"). */
  onDone(): void
}

/** The one call behind "Prześlij" and "Ponów": Uppy's `upload()` retries the failed files (the transport sends none the
 * server refused or may have stored), then sends those waiting. Its failures come through Uppy's events. */
export const send = (uppy: PanelUppy) => () => void uppy.upload().catch(() => {})

function CircleButton({
  label,
  action,
  onClick,
  path,
}: {
  label: string
  action: string
  onClick(): void
  path: string
}) {
  return (
    <button
      type="button"
      className="aup-statusbar__circle"
      title={label}
      aria-label={label}
      data-action={action}
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <circle className="aup-statusbar__circleFill" cx="8" cy="8" r="8" />
        <path fill="#fff" d={path} />
      </svg>
    </button>
  )
}

const PAUSE_ICON = 'M5 4.5h2v7H5zm4 0h2v7H9z'
const RESUME_ICON = 'M6 4.25 11.5 8 6 11.75z'
const CANCEL_ICON = 'm5.2 4.1 2.8 2.8 2.8-2.8 1.1 1.1L9.1 8l2.8 2.8-1.1 1.1L8 9.1l-2.8 2.8-1.1-1.1L6.9 8 4.1 5.2z'

export function StatusBarActions({ uppy, view, onDone }: ActionsProps) {
  const { retry } = view
  const paused = view.status === 'paused'
  return (
    <div className="aup-statusbar__actions">
      {view.showUpload ? (
        <button
          type="button"
          className="aup-statusbar__upload aup-statusbar__primary"
          aria-label={uppy.i18n('uploadXFiles', { smart_count: view.waiting })}
          onClick={send(uppy)}
        >
          {/* "Prześlij 1 plik", not Uppy's "Prześlij +1 plik" after a run: the list title says what was sent. */}
          {uppy.i18n('uploadXFiles', { smart_count: view.waiting })}
        </button>
      ) : null}
      {retry?.sendsWaiting ? (
        // Files wait beside failed ones: the button sends them all, and says so.
        <button type="button" className="aup-statusbar__primary" data-action="retry" onClick={send(uppy)}>
          {uppy.i18n('uploadXFiles', { smart_count: retry.count })}
        </button>
      ) : null}
      {retry && !retry.sendsWaiting ? (
        <button
          type="button"
          className="aup-statusbar__retry"
          aria-label={uppy.i18n('retryUpload')}
          data-action="retry"
          onClick={send(uppy)}
        >
          {uppy.i18n('retry')}
        </button>
      ) : null}
      {view.showPauseResume ? (
        <CircleButton
          label={uppy.i18n(paused ? 'resume' : 'pause')}
          action="togglePauseResume"
          onClick={() => (paused ? uppy.resumeAll() : uppy.pauseAll())}
          path={paused ? RESUME_ICON : PAUSE_ICON}
        />
      ) : null}
      {view.showCancel ? (
        <CircleButton label={uppy.i18n('cancel')} action="cancel" onClick={() => uppy.cancelAll()} path={CANCEL_ICON} />
      ) : null}
      {view.showDone ? (
        <button type="button" className="aup-statusbar__done" data-action="done" onClick={onDone}>
          {uppy.i18n('done')}
        </button>
      ) : null}
    </div>
  )
}
