import Uppy, { type Meta, type UppyFile } from '@uppy/core'
import XHRUpload, { type XhrUploadOpts } from '@uppy/xhr-upload'
import { Announcer, progressStepReached } from '../announcements/announcer'
import { ALLOWED_FILE_TYPES, ERROR_NOTICE_DURATION_MS, FILE_FIELD_NAME, MAX_RETRIES, UPLOAD_FIELDS } from '../config'
import { currentFileName, displayFileName } from '../displayName'
import { messages } from '../i18n/messages'
import { polishUppyFormats } from '../i18n/numberFormats'
import { uppyLocale } from '../i18n/uppyLocale'
import type { UploadLimits } from '../limits'
import { NoticeStore, type NoticeTone } from '../notices/noticeStore'
import type { CompleteSuccessResult, ProcessingStep, UploadedFile, UploadResponse } from '../types'
import {
  failureFromResponse,
  isRetryableStatus,
  networkFailure,
  parseSuccessBody,
  stallFailure,
  type UploadFailure,
  unauthenticatedFailure,
} from '../upload/failures'
import { createProcessingStage, toUploadedFile } from '../upload/processingSteps'
import { RequestSupervisor } from '../upload/requestSupervisor'
import { UploadBatch } from '../upload/uploadBatch'
import { installFileIntake, nameToSend } from './fileIntake'
import { panelThumbnailsPlugin } from './PanelThumbnails'

/** Uppy's meta for a panel file: the fixed endpoint fields plus Uppy's own. */
export type PanelMeta = Meta & Partial<Record<keyof typeof UPLOAD_FIELDS, string>>
/** The server's body, wrapped so an empty or non-JSON body never reaches Uppy's JSON parser. */
export type PanelBody = { parsed: unknown }
export type PanelFile = UppyFile<PanelMeta, PanelBody>
export type PanelUppy = Uppy<PanelMeta, PanelBody>

/** Values the panel reads at the moment it needs them, so prop changes apply without a new Uppy. */
export interface PanelLiveConfig<TBody> {
  token: string | null | undefined
  endpoint: string
  stallTimeoutMs: number
  limits: UploadLimits
  onUploadSuccess?: ((file: UploadedFile, response: UploadResponse<TBody>) => void) | undefined
  onCompleteSuccess?: ((result: CompleteSuccessResult<TBody>) => void) | undefined
  preprocessSteps?: readonly ProcessingStep[] | undefined
  postprocessSteps?: readonly ProcessingStep[] | undefined
}

export interface PanelController {
  uppy: PanelUppy
  notices: NoticeStore
  announcer: Announcer
  /** Re-reads limits and processing steps from the live config and applies them to Uppy. */
  refresh(): void
  destroy(): void
}

type FormDataUploadArgs = Parameters<XHRUpload<PanelMeta, PanelBody>['createFormDataUpload']>
let panelXhrUploadClass: typeof XHRUpload<PanelMeta, PanelBody> | undefined

/**
 * Uppy's XHR uploader, sending each file under the name the member chose or,
 * when the panel only cleaned the name for display, under its original name.
 * Defined on first use (see panelThumbnailsPlugin for why).
 */
function panelXhrUploadPlugin(): typeof XHRUpload<PanelMeta, PanelBody> {
  panelXhrUploadClass ??= class PanelXhrUpload extends XHRUpload<PanelMeta, PanelBody> {
    override createFormDataUpload(file: FormDataUploadArgs[0], opts: FormDataUploadArgs[1]): FormData {
      return super.createFormDataUpload({ ...file, meta: { ...file.meta, name: nameToSend(file) } }, opts)
    }
  }
  return panelXhrUploadClass
}

/** Carries what the member should read about a failed request through Uppy's error path. */
class UploadFailureError extends Error {
  readonly failure: UploadFailure
  constructor(failure: UploadFailure) {
    super(failure.fileMessage)
    this.name = 'UploadFailureError'
    this.failure = failure
  }
}

const quietLogger = { debug() {}, warn() {}, error() {} }

/** Stands in for the size when the panel rebuilds Uppy's size-refusal text to find where the size is. */
const SIZE_PLACEHOLDER = '\u0000'

/** Delay Uppy's fetcher has already waited before retry number `retryCount` (150 ms, 300 ms, 600 ms…). */
const fetcherRetryDelayMs = (retryCount: number) => 150 * 2 ** (retryCount - 1)

function reportHostError(error: unknown): void {
  // A throwing host callback must not break Uppy's event loop; surface it like an uncaught error.
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
  else
    setTimeout(() => {
      throw error
    })
}

/**
 * Creates the Uppy instance behind one panel and wires everything the
 * specification asks of it that Uppy 6 does not do by itself: Polish texts,
 * fixed request fields, the token read per request, no retry of a 400, the
 * stall abort, real pause/resume, notices, and the host's callbacks.
 * React-free: the component only mounts the Dashboard over it.
 */
export function createPanelController<TBody = unknown>(
  id: string,
  getConfig: () => PanelLiveConfig<TBody>,
): PanelController {
  let destroyed = false
  const notices = new NoticeStore()
  const announcer = new Announcer()
  /** A visible notice, announced once: errors and warnings interrupt, the rest waits its turn. */
  const tell = (tone: NoticeTone, text: string, durationMs?: number) => {
    const notice = notices.push(tone, text, durationMs)
    announcer.announce(text, tone === 'error' || tone === 'warning' ? 'assertive' : 'polite')
    return notice
  }
  const batch = new UploadBatch<TBody>()
  /** Files whose request the panel aborted for a pause; resume sends them again. */
  const abortedForPause = new Set<string>()
  const retryAfterByFile = new Map<string, number>()
  const fileByRequest = new WeakMap<XMLHttpRequest, string>()
  let offlineNotice: number | undefined

  const supervisor = new RequestSupervisor({ getStallTimeoutMs: () => getConfig().stallTimeoutMs })

  const countFiles = () => {
    let completed = 0
    let pending = 0
    for (const file of uppy.getFiles()) {
      if (file.progress.uploadComplete) completed++
      else pending++
    }
    return { completed, pending }
  }
  /** Places still free for files not yet in the panel. */
  const placesForNewFiles = () => {
    const { limits } = getConfig()
    return limits.valid ? Math.max(0, limits.placesLeft - countFiles().pending) : 0
  }

  const uppy: PanelUppy = new Uppy<PanelMeta, PanelBody>({
    id,
    autoProceed: false,
    locale: uppyLocale,
    logger: quietLogger,
    infoTimeout: ERROR_NOTICE_DURATION_MS,
    meta: { ...UPLOAD_FIELDS } as PanelMeta,
    restrictions: { allowedFileTypes: [...ALLOWED_FILE_TYPES] },
    onBeforeFileAdded: (file, files) => {
      // Returning false for a file already listed is what makes Uppy report the duplicate.
      if (Object.hasOwn(files, file.id)) return false
      // Uppy reads maxNumberOfFiles = 0 as "no limit", so "no places" is enforced here.
      if (placesForNewFiles() <= 0) {
        queueRestrictionNotice(getConfig().limits.valid ? messages.tooManyFiles(0) : messages.settingsUnavailable)
        return false
      }
      if (file.size === 0) {
        queueRestrictionNotice(messages.emptyFile(displayFileName(file.name ?? '')))
        return false
      }
      return true
    },
    onBeforeUpload: () => {
      if (getConfig().token) return true
      tell('error', messages.noToken)
      return false
    },
  })
  // XHR uploads are not resumable in Uppy's sense; the panel implements pause by
  // aborting and resume by sending again, so it tells the Dashboard to offer both.
  uppy.setState({ capabilities: { ...uppy.getState().capabilities, resumableUploads: true } })

  // Previews, lazily as the list shows files, never for very large images (the Dashboard's own generator is off).
  uppy.use(panelThumbnailsPlugin(), { lazy: true, thumbnailWidth: 280 })

  const xhrOptions: XhrUploadOpts<PanelMeta, PanelBody> & { retries: number } = {
    endpoint: () => getConfig().endpoint,
    method: 'POST',
    formData: true,
    fieldName: FILE_FIELD_NAME,
    allowedMetaFields: Object.keys(UPLOAD_FIELDS),
    limit: 0,
    // Uppy's own timeout only warns; the supervisor aborts stalled requests instead.
    timeout: 0,
    onBeforeRequest: async (xhr, retryCount, files) => {
      const fileId = files[0]?.id
      if (fileId === undefined) return
      fileByRequest.set(xhr, fileId)
      supervisor.track(fileId, xhr)
      if (retryCount > 0) {
        const extraWait = (retryAfterByFile.get(fileId) ?? 0) - fetcherRetryDelayMs(retryCount)
        if (extraWait > 0) await new Promise((resolve) => setTimeout(resolve, extraWait))
      }
      const file = uppy.getFile(fileId)
      if (destroyed || !file) {
        supervisor.neutralise(xhr)
        return
      }
      if (file.isPaused) {
        supervisor.abort(fileId, 'paused')
        return
      }
      const { token } = getConfig()
      if (!token) {
        supervisor.abort(fileId, 'unauthenticated')
        return
      }
      xhr.setRequestHeader('Authorization', `Bearer ${token}`)
      supervisor.markSent(fileId)
    },
    onAfterResponse: (xhr) => {
      if (xhr.status >= 200 && xhr.status < 300) return
      const fileId = fileByRequest.get(xhr)
      const file = fileId === undefined ? undefined : uppy.getFile(fileId)
      const failure = failureFromResponse(
        xhr.status,
        xhr.responseText,
        xhr.getResponseHeader('Retry-After'),
        file ? currentFileName(file) : '',
      )
      if (fileId !== undefined && failure.retryAfterMs !== undefined) retryAfterByFile.set(fileId, failure.retryAfterMs)
      throw new UploadFailureError(failure)
    },
    // Requests the panel ended itself (stall, pause) are final; so are answers that would not change.
    shouldRetry: (xhr) => !destroyed && supervisor.reasonFor(xhr) === undefined && isRetryableStatus(xhr.status),
    getResponseData: (xhr) => ({ parsed: parseSuccessBody(xhr.responseText) }),
    // Bounded retries: Uppy's fetcher reads `retries` from these options (its types do not list it).
    retries: MAX_RETRIES,
  }
  uppy.use(panelXhrUploadPlugin(), xhrOptions)

  const intake = installFileIntake(uppy, (message) => queueRestrictionNotice(message))
  uppy.addPreProcessor(intake.waitForChecks)

  /** Restriction failures of one add (a drop, a paste, a pick) become one notice. */
  let pendingRestrictionMessages: string[] = []
  function queueRestrictionNotice(message: string) {
    if (pendingRestrictionMessages.length === 0) {
      queueMicrotask(() => {
        const all = pendingRestrictionMessages
        pendingRestrictionMessages = []
        if (destroyed || all.length === 0) return
        const [first = '', ...others] = all
        tell('error', others.length > 0 ? `${first} ${messages.moreRejected(others.length)}` : first)
      })
    }
    pendingRestrictionMessages.push(message)
  }

  const applyRestrictions = () => {
    const { limits } = getConfig()
    const maxNumberOfFiles = limits.valid ? limits.placesLeft + countFiles().completed : 0
    uppy.setOptions({
      restrictions: {
        allowedFileTypes: [...ALLOWED_FILE_TYPES],
        maxFileSize: limits.valid ? limits.maxFileSize : null,
        // 0 would mean "no limit" to Uppy; onBeforeFileAdded refuses everything in that case.
        maxNumberOfFiles: maxNumberOfFiles > 0 ? maxNumberOfFiles : null,
      },
    })
  }
  applyRestrictions()

  const markProcessingFailed = (files: PanelFile[]) => {
    for (const file of files)
      if (uppy.getFile(file.id)) uppy.setFileState(file.id, { error: messages.processingFailed })
    uppy.setState({ error: messages.processingFailed })
    tell('error', messages.processingFailed)
  }
  const processingStages = [
    createProcessingStage(uppy, 'preprocess', () => getConfig().preprocessSteps, markProcessingFailed),
    createProcessingStage(uppy, 'postprocess', () => getConfig().postprocessSteps, markProcessingFailed),
  ]
  const refresh = () => {
    applyRestrictions()
    for (const stage of processingStages) stage.sync()
  }
  refresh()

  const callHost = (call: () => void) => {
    if (destroyed) return
    try {
      call()
    } catch (error) {
      reportHostError(error)
    }
  }

  const restoreGlobalError = () => {
    const firstError = uppy.getFiles().find((file) => file.error)?.error ?? null
    uppy.setState({ error: firstError })
  }

  const resumeFile = (fileId: string) => {
    if (!abortedForPause.delete(fileId)) return
    uppy.retryUpload(fileId)?.catch(() => {
      // Reported through upload-error.
    })
  }

  /** Uppy's size refusal for `file` with the limit in Polish notation ("1,5 MB", not "1.5 MB"), or null for other refusals. */
  const polishSizeRefusal = (file: PanelFile | undefined, message: string): string | null => {
    if (!file) return null
    const [before = '', after = ''] = uppy
      .i18n('exceedsSize', { file: file.name ?? uppy.i18n('unnamed'), size: SIZE_PLACEHOLDER })
      .split(SIZE_PLACEHOLDER)
    const isSizeRefusal =
      message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)
    if (!isSizeRefusal) return null
    return `${before}${polishUppyFormats(message.slice(before.length, message.length - after.length))}${after}`
  }

  uppy.on('restriction-failed', (file, error) => {
    // Refusals from onBeforeFileAdded above already queued their own Polish notice.
    if ((error as { isUserFacing?: boolean }).isUserFacing === false) return
    const { maxNumberOfFiles } = uppy.opts.restrictions
    const isCountError =
      maxNumberOfFiles != null && error.message === uppy.i18n('youCanOnlyUploadX', { smart_count: maxNumberOfFiles })
    queueRestrictionNotice(
      isCountError
        ? messages.tooManyFiles(placesForNewFiles())
        : (polishSizeRefusal(file, error.message) ?? error.message),
    )
  })

  let resuming = false
  let announcedProgress = 0
  uppy.on('files-added', (files) => {
    if (files.length > 0)
      announcer.announce(messages.filesAdded(files.map((file) => displayFileName(currentFileName(file)))))
  })
  uppy.on('upload', (_uploadId, files) => {
    batch.addFiles(files.map((file) => file.id))
    if (files.length === 0 || resuming) return
    announcedProgress = 0
    announcer.announce(messages.uploadStarted(files.length))
  })
  uppy.on('progress', (percent) => {
    const step = progressStepReached(percent, announcedProgress)
    if (step === null) return
    announcedProgress = step
    announcer.announce(messages.uploadProgress(step))
  })

  uppy.on('upload-success', (file, response) => {
    if (!file) return
    retryAfterByFile.delete(file.id)
    const uploaded: UploadedFile = toUploadedFile(file)
    const hostResponse: UploadResponse<TBody> = {
      status: response.status,
      body: (response.body?.parsed ?? null) as TBody,
    }
    batch.recordSuccess(file.id, { file: uploaded, response: hostResponse })
    applyRestrictions()
    callHost(() => getConfig().onUploadSuccess?.(uploaded, hostResponse))
  })

  uppy.on('upload-error', (file, error, response) => {
    if (!file || !uppy.getFile(file.id)) return
    const request =
      (error as { request?: XMLHttpRequest }).request ?? (response as unknown as XMLHttpRequest | undefined)
    const reason = supervisor.reasonFor(request)
    if (reason === 'paused') {
      abortedForPause.add(file.id)
      uppy.setFileState(file.id, {
        error: null,
        isPaused: true,
        progress: { ...uppy.getFile(file.id).progress, bytesUploaded: 0, percentage: 0 } as PanelFile['progress'],
      })
      restoreGlobalError()
      return
    }
    const name = currentFileName(file)
    const failure =
      reason === 'stalled'
        ? stallFailure(getConfig().stallTimeoutMs)
        : reason === 'unauthenticated'
          ? unauthenticatedFailure()
          : error instanceof UploadFailureError
            ? error.failure
            : networkFailure(name)
    retryAfterByFile.delete(file.id)
    uppy.setFileState(file.id, { error: failure.fileMessage })
    uppy.setState({ error: failure.fileMessage })
    tell('error', failure.noticeMessage)
  })

  uppy.on('pause-all', () => {
    for (const file of uppy.getFiles()) if (file.isPaused) supervisor.abort(file.id, 'paused')
    announcer.announce(messages.uploadPaused)
  })
  uppy.on('resume-all', () => {
    announcer.announce(messages.uploadResumed)
    // Each file restarts as its own Uppy run; the member hears "resumed" once, not once per file.
    resuming = true
    try {
      for (const fileId of [...abortedForPause]) resumeFile(fileId)
    } finally {
      resuming = false
    }
  })
  uppy.on('upload-pause', (file, isPaused) => {
    if (!file) return
    if (isPaused) supervisor.abort(file.id, 'paused')
    else resumeFile(file.id)
  })

  uppy.on('file-removed', (file) => {
    abortedForPause.delete(file.id)
    retryAfterByFile.delete(file.id)
    batch.forgetFile(file.id)
    applyRestrictions()
  })
  uppy.on('cancel-all', () => {
    if (uppy.getFiles().some((file) => file.progress.uploadStarted && !file.progress.uploadComplete)) {
      announcer.announce(messages.uploadCancelled)
    }
    abortedForPause.clear()
    retryAfterByFile.clear()
    batch.reset()
  })

  // Every kind of run (upload, retry, resume) ends by emptying currentUploads.
  uppy.on('state-update', (prev, next) => {
    const wasRunning = Object.keys(prev.currentUploads).length > 0
    const isRunning = Object.keys(next.currentUploads).length > 0
    if (!wasRunning || isRunning) return
    const successful = batch.settle((fileId) => {
      const file = uppy.getFile(fileId)
      if (!file) return undefined
      return { uploadComplete: !!file.progress.uploadComplete, failed: !!file.error, paused: !!file.isPaused }
    })
    if (!successful) return
    // Errors about these files no longer hold once every one of them is uploaded.
    notices.dismissTone('error')
    announcer.announce(messages.uploadComplete(successful.length))
    callHost(() => getConfig().onCompleteSuccess?.({ successful }))
  })

  uppy.on('is-offline', () => {
    offlineNotice = tell('warning', messages.offline, 0).id
  })
  uppy.on('is-online', () => {
    if (offlineNotice === undefined) return
    notices.dismiss(offlineNotice)
    offlineNotice = undefined
    const someFailed = uppy.getFiles().some((file) => file.error)
    tell('info', someFailed ? messages.onlineRetryHint : messages.online)
  })

  return {
    uppy,
    notices,
    announcer,
    refresh,
    destroy() {
      if (destroyed) return
      destroyed = true
      supervisor.dispose()
      notices.dispose()
      announcer.dispose()
      // destroy() cancels every upload (aborting its request) and removes all listeners.
      uppy.destroy()
    },
  }
}
