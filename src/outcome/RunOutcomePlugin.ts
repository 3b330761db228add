import type { EventManager, State } from '@uppy/core'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { runInProgress } from '../core/runInProgress'
import * as messages from '../i18n/messages'
import type { UploadProgress, UploadResponse } from '../types'
import { runBytes } from './runProgress'
import { toUploadedFile } from './toUploadedFile'
import { toUploadFailure } from './toUploadFailure'
import { UploadBatch } from './uploadBatch'

/** Or a frame's time where nothing is drawn (Node tests). */
const requestFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(callback, 16) as unknown as number)
const cancelFrame = (handle: number): void =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(handle) : clearTimeout(handle)

/** A throwing host callback must not break Uppy's event loop; it is surfaced like an uncaught error. */
function reportHostError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
  else
    setTimeout(() => {
      throw error
    })
}

// `onUploadSuccess` per accepted file, `onUploadError` per failure shown, `onCompleteSuccess` once per set that all
// succeeded across retries and resumes (separate Uppy uploads), `onUploadProgress` once a frame.
export class RunOutcomePlugin extends PanelPlugin {
  readonly #batch = new UploadBatch<unknown>()
  #stopHearingFailures: (() => void) | undefined
  #progressFrame: number | undefined
  #progressToTell: UploadProgress | undefined
  #progressTold: UploadProgress | undefined

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelRunOutcome')
  }

  protected override subscribe(events: EventManager<PanelMeta, PanelBody>): void {
    this.#stopHearingFailures = this.context.failures.onShown((fileId, failure) => {
      const file = this.uppy.getFile(fileId)
      if (file)
        this.#callHost(() => this.context.getConfig().onUploadError?.(toUploadedFile(file), toUploadFailure(failure)))
    })
    // Read as each event comes (the run has left Uppy's state by the frame after its last file), told once a frame.
    // A body sent at once may make no progress event at all: its start and its success are progress too.
    events.on('upload-progress', this.#noteProgress)
    events.on('upload-success', this.#noteProgress)
    events.on('upload', (_uploadId, files) => {
      this.#progressTold = undefined
      this.#batch.addFiles(files.map((file) => file.id))
      this.#noteProgress()
    })
    // "Ponów" also sends waiting files, in a run after the retry (status/StatusBarActions.tsx): one click, one set.
    events.on('retry-all', () =>
      this.#batch.addFiles(this.uppy.getObjectOfFilesPerState().newFiles.map((file) => file.id)),
    )
    events.on('upload-success', (file, response) => {
      if (!file) return
      const uploaded = toUploadedFile(file)
      const hostResponse: UploadResponse = { status: response.status, body: response.body?.parsed ?? null }
      this.#batch.recordSuccess(file.id, { file: uploaded, response: hostResponse })
      this.#callHost(() => this.context.getConfig().onUploadSuccess?.(uploaded, hostResponse))
    })
    events.on('file-removed', (file) => {
      this.#batch.forgetFile(file.id)
      // Removing the failed files of a finished run leaves a set that all succeeded.
      if (!runInProgress(this.uppy.getState())) this.#settle()
    })
    events.on('cancel-all', () => this.#batch.reset())
    events.on('state-update', (prev, next) => this.#settleWhenIdle(prev, next))
  }

  protected override cleanUp(): void {
    this.#stopHearingFailures?.()
    if (this.#progressFrame !== undefined) cancelFrame(this.#progressFrame)
    this.#progressFrame = undefined
  }

  readonly #noteProgress = (): void => {
    const progress = runBytes(this.uppy.getState())
    if (!progress) return
    this.#progressToTell = progress
    this.#progressFrame ??= requestFrame(this.#tellProgress)
  }

  readonly #tellProgress = (): void => {
    this.#progressFrame = undefined
    const progress = this.#progressToTell
    const told = this.#progressTold
    if (!progress || (told?.bytesSent === progress.bytesSent && told.bytesTotal === progress.bytesTotal)) return
    this.#progressTold = progress
    this.#callHost(() => this.context.getConfig().onUploadProgress?.(progress))
  }

  /** Every kind of run (upload, retry, resume) ends by emptying `currentUploads`. */
  #settleWhenIdle(prev: State<PanelMeta, PanelBody>, next: State<PanelMeta, PanelBody>): void {
    if (runInProgress(prev) && !runInProgress(next)) this.#settle()
  }

  #settle(): void {
    const successful = this.#batch.settle((fileId) => {
      const file = this.uppy.getFile(fileId)
      if (!file) return undefined
      return { uploadComplete: !!file.progress.uploadComplete, failed: !!file.error, paused: !!file.isPaused }
    })
    if (!successful) return
    const { feedback } = this.context
    // Errors about these files no longer hold once every one of them is uploaded.
    feedback.notices.dismissTone('error')
    feedback.announce(messages.uploadComplete(successful.length))
    this.#callHost(() => this.context.getConfig().onCompleteSuccess?.({ successful }))
  }

  #callHost(call: () => void): void {
    if (!this.isInstalled) return
    try {
      call()
    } catch (error) {
      reportHostError(error)
    }
  }
}
