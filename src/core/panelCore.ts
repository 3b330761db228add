import { Uppy } from '@uppy/core'
import { uppyLocale } from '../i18n/uppyLocale'
import { ALLOWED_FILE_TYPES, ERROR_NOTICE_DURATION_MS, UPLOAD_FIELDS } from './config'
import { FailedFiles } from './failedFiles'
import { Feedback } from './feedback'
import type { PanelContext } from './panelContext'
import type { PanelLiveConfig, PanelMeta, PanelUppy } from './panelTypes'
import { RequestSupervisor } from './requestSupervisor'

/** What every panel is before its plugins: the context they share and the Uppy they are installed on. */
export interface PanelCore {
  context: PanelContext
  uppy: PanelUppy
}

const quietLogger = { debug() {}, warn() {}, error() {} }

/** A panel's core, as the controller and the plugins' tests both set it up. */
export function createPanelCore(getConfig: () => PanelLiveConfig, id?: string): PanelCore {
  const context: PanelContext = {
    getConfig,
    feedback: new Feedback(),
    supervisor: new RequestSupervisor(() => getConfig()),
    uploadGuards: new Set(),
    failures: new FailedFiles(),
  }
  const uppy: PanelUppy = new Uppy({
    ...(id === undefined ? {} : { id }),
    autoProceed: false,
    locale: uppyLocale,
    logger: quietLogger,
    infoTimeout: ERROR_NOTICE_DURATION_MS,
    meta: { ...UPLOAD_FIELDS } as PanelMeta,
    restrictions: { allowedFileTypes: [...ALLOWED_FILE_TYPES] },
    onBeforeUpload: () => [...context.uploadGuards].every((admits) => admits()),
  })
  return { context, uppy }
}

/** Ends a core: Uppy first (its cancel aborts every request; it uninstalls the plugins), then the other timers. */
export function closePanelCore({ context, uppy }: PanelCore): void {
  uppy.destroy()
  context.supervisor.dispose()
  context.feedback.dispose()
}
