import type { XhrUploadOpts } from '@uppy/xhr-upload'
import { FILE_FIELD_NAME, MAX_RETRIES, UPLOAD_FIELDS } from '../core/config'
import { currentFileName } from '../core/displayName'
import type { PanelContext } from '../core/panelContext'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { isReadable } from '../core/readHead'
import * as messages from '../i18n/messages'
import { failureFromResponse, isResendableStatus, signInRequiredFailure, UploadFailureError } from './failures'
import { PhotoScaling } from './photoScaling'
import { ProgressBatcher } from './progressBatcher'
import { isHtmlDocument, parseResponseBody } from './responseBody'

/** The uploader's options; Uppy's fetcher also reads `retries`, which its types do not list. */
type TransportOptions = XhrUploadOpts<PanelMeta, PanelBody> & { retries: number }

/** What Uppy's fetcher has already waited before retry `retryCount` (150 ms, doubling). */
export const fetcherRetryDelayMs = (retryCount: number): number => 150 * 2 ** (retryCount - 1)

// Token read per attempt, answers mapped to Polish failures, retries, `Retry-After`; the supervisor watches for stalls.
export class TransportPolicy {
  readonly #uppy: PanelUppy
  readonly context: PanelContext
  readonly #fileByRequest = new WeakMap<XMLHttpRequest, string>()
  /** Where Uppy opens every attempt of a file: to recognise an answer that came through a redirect. */
  readonly #urlByFile = new Map<string, string>()
  /** Decided from the answer (a long `Retry-After` says resending will not help). */
  readonly #resendableByRequest = new WeakMap<XMLHttpRequest, boolean>()
  readonly #retryAfterByFile = new Map<string, number>()
  readonly #progress = new ProgressBatcher()
  readonly #photoScaling: PhotoScaling
  #stopped = false

  constructor(uppy: PanelUppy, context: PanelContext) {
    this.#uppy = uppy
    this.context = context
    this.#photoScaling = new PhotoScaling(uppy, context)
  }

  readonly xhrOptions: TransportOptions = {
    endpoint: (fileOrFiles) => {
      const { endpoint } = this.context.getConfig()
      const [file] = Array.isArray(fileOrFiles) ? fileOrFiles : [fileOrFiles]
      if (file) this.#urlByFile.set(file.id, new URL(endpoint, globalThis.location?.href).href)
      return endpoint
    },
    method: 'POST',
    formData: true,
    fieldName: FILE_FIELD_NAME,
    allowedMetaFields: Object.keys(UPLOAD_FIELDS),
    // No concurrency limit: the specification asks for none.
    limit: 0,
    // Uppy's timeout only warns; the supervisor aborts stalls.
    timeout: 0,
    onBeforeRequest: (xhr, retryCount, files) => this.#beforeRequest(xhr, retryCount, files[0]?.id),
    onAfterResponse: (xhr) => this.#afterResponse(xhr),
    // Final: requests the panel ended (stall, pause), and answers that would not change.
    shouldRetry: (xhr) =>
      !this.#stopped &&
      this.context.supervisor.reasonFor(xhr) === undefined &&
      (this.#resendableByRequest.get(xhr) ?? isResendableStatus(xhr.status)),
    getResponseData: (xhr) => ({ parsed: parseResponseBody(xhr.responseText) }),
    retries: MAX_RETRIES,
  }

  /** Uppy's `onBeforeUpload`: no token, nothing sent, and the member is told. */
  admitsUpload = (): boolean => {
    if (this.context.getConfig().token) return true
    this.context.feedback.tell('error', messages.noToken)
    return false
  }

  /** Run over (sent, failed, removed): a server-requested wait no longer applies. */
  forget(fileId: string): void {
    this.#retryAfterByFile.delete(fileId)
    this.#urlByFile.delete(fileId)
  }

  forgetAll(): void {
    this.#retryAfterByFile.clear()
    this.#urlByFile.clear()
  }

  stop(): void {
    this.#stopped = true
    this.#progress.dispose()
    this.#photoScaling.stop()
    this.forgetAll()
  }

  async #beforeRequest(xhr: XMLHttpRequest, retryCount: number, fileId: string | undefined): Promise<void> {
    if (fileId === undefined) return
    const { supervisor } = this.context
    this.#fileByRequest.set(xhr, fileId)
    supervisor.track(fileId, xhr)
    if (retryCount > 0) {
      const extraWait = (this.#retryAfterByFile.get(fileId) ?? 0) - fetcherRetryDelayMs(retryCount)
      if (extraWait > 0) await new Promise((resolve) => setTimeout(resolve, extraWait))
    }
    const chosen = this.#uppy.getFile(fileId)
    const data = chosen?.data
    // Scaled just before sending, asked before this request's awaits (send order); the limit applies to the result.
    if (!this.#stopped && chosen?.type === 'image/jpeg' && this.context.getConfig().resizePhotos) {
      if (!(await this.#photoScaling.prepare(fileId, xhr))) {
        supervisor.refuseToSend(fileId, 'refused-before')
        return
      }
    }
    // A file deleted or changed after picking: Chromium fails like a lost connection, Firefox waits for ever, WebKit
    // sends it empty. One byte read tells; read before the checks below so a pause meanwhile still stops the request.
    const unreadable = data instanceof Blob && !(await isReadable(data))
    const file = this.#uppy.getFile(fileId)
    if (this.#stopped || !file) {
      supervisor.neutralise(xhr)
      return
    }
    if (file.isPaused) {
      supervisor.refuseToSend(fileId, 'paused')
      return
    }
    // Whoever asks: a refused file is never resent, one the server may have only by its retry (core/failedFiles.ts).
    if (!this.context.failures.maySend(fileId)) {
      supervisor.refuseToSend(fileId, 'refused-before')
      return
    }
    if (unreadable) {
      supervisor.refuseToSend(fileId, 'unreadable')
      return
    }
    const { token } = this.context.getConfig()
    if (!token) {
      supervisor.refuseToSend(fileId, 'unauthenticated')
      return
    }
    try {
      // Framework back ends answer such requests with JSON errors instead of redirects to a login page.
      xhr.setRequestHeader('Accept', 'application/json')
      xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
      // Throws for a value the browser refuses (a character outside ISO-8859-1).
      xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    } catch {
      supervisor.refuseToSend(fileId, 'invalid-token')
      return
    }
    this.#progress.batch(xhr)
    supervisor.markSent(fileId)
  }

  #afterResponse(xhr: XMLHttpRequest): void {
    const fileId = this.#fileByRequest.get(xhr)
    const file = fileId === undefined ? undefined : this.#uppy.getFile(fileId)
    const fileName = file ? currentFileName(file) : ''
    if (xhr.status >= 200 && xhr.status < 300) {
      if (!this.#cameThroughRedirect(xhr) && !isHtmlDocument(xhr.getResponseHeader('Content-Type'), xhr.responseText)) {
        return
      }
      this.#resendableByRequest.set(xhr, false)
      throw new UploadFailureError(signInRequiredFailure(fileName, xhr.status, xhr.responseText))
    }
    const failure = failureFromResponse(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After'), fileName)
    this.#resendableByRequest.set(xhr, failure.resendable)
    if (fileId !== undefined) {
      // A refusal is recorded where it is known, whatever shows it: no retry sends these bytes again.
      if (failure.remedy !== 'retry') this.context.failures.record(fileId, failure)
      // A wait the server asked for applies to the next attempt only.
      if (failure.retryAfterMs === undefined) this.#retryAfterByFile.delete(fileId)
      else this.#retryAfterByFile.set(fileId, failure.retryAfterMs)
    }
    throw new UploadFailureError(failure)
  }

  /** XHR follows redirects silently; the answer's URL then differs from the endpoint's. */
  #cameThroughRedirect(xhr: XMLHttpRequest): boolean {
    const fileId = this.#fileByRequest.get(xhr)
    const requested = fileId === undefined ? undefined : this.#urlByFile.get(fileId)
    if (!requested || !xhr.responseURL) return false
    return xhr.responseURL.split('#')[0] !== requested.split('#')[0]
  }
}
