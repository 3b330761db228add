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
export type TransportOptions = XhrUploadOpts<PanelMeta, PanelBody> & { retries: number }

/** Delay Uppy's fetcher has already waited before retry number `retryCount` (150 ms, 300 ms, 600 ms…). */
export const fetcherRetryDelayMs = (retryCount: number): number => 150 * 2 ** (retryCount - 1)

/**
 * How a file travels: the endpoint and fields, the token read for every
 * attempt, the server's answer mapped to a Polish failure, which failures are
 * retried and how long to wait (`Retry-After`), and the request supervisor
 * watching each attempt for a stall or a pause.
 */
export class TransportPolicy {
  readonly #uppy: PanelUppy
  readonly context: PanelContext
  readonly #fileByRequest = new WeakMap<XMLHttpRequest, string>()
  /** The URL each file's requests are sent to, to recognise an answer that came through a redirect. */
  readonly #urlByFile = new Map<string, string>()
  /** Whether sending again may help, decided from the answer (a long `Retry-After` says it may not). */
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
      // Uppy opens every attempt of a file at this URL; remembered to recognise a redirected answer.
      const [file] = Array.isArray(fileOrFiles) ? fileOrFiles : [fileOrFiles]
      if (file) this.#urlByFile.set(file.id, new URL(endpoint, globalThis.location?.href).href)
      return endpoint
    },
    method: 'POST',
    formData: true,
    fieldName: FILE_FIELD_NAME,
    allowedMetaFields: Object.keys(UPLOAD_FIELDS),
    // The specification asks for no concurrency limit.
    limit: 0,
    // Uppy's own timeout only warns; the supervisor aborts stalled requests instead.
    timeout: 0,
    onBeforeRequest: (xhr, retryCount, files) => this.#beforeRequest(xhr, retryCount, files[0]?.id),
    onAfterResponse: (xhr) => this.#afterResponse(xhr),
    // Requests the panel ended itself (stall, pause) are final; so are answers that would not change.
    shouldRetry: (xhr) =>
      !this.#stopped &&
      this.context.supervisor.reasonFor(xhr) === undefined &&
      (this.#resendableByRequest.get(xhr) ?? isResendableStatus(xhr.status)),
    getResponseData: (xhr) => ({ parsed: parseResponseBody(xhr.responseText) }),
    retries: MAX_RETRIES,
  }

  /** Uppy's `onBeforeUpload`: without a token nothing is sent, and the member is told why. */
  admitsUpload = (): boolean => {
    if (this.context.getConfig().token) return true
    this.context.feedback.tell('error', messages.noToken)
    return false
  }

  /** The file's run is over (sent, failed, removed): a server's requested wait no longer applies. */
  forget(fileId: string): void {
    this.#retryAfterByFile.delete(fileId)
    this.#urlByFile.delete(fileId)
  }

  forgetAll(): void {
    this.#retryAfterByFile.clear()
    this.#urlByFile.clear()
  }

  /** The panel is gone: nothing more is sent or retried. */
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
    // A photo to scale down is prepared now, just before it is sent (./photoScaling.ts), and the size limit
    // applies to what is sent: a photo still too large gets its failure there, the checks below refuse it.
    // Asked before any await of this request, so photos are prepared in the order they are sent.
    if (!this.#stopped && chosen?.type === 'image/jpeg' && this.context.getConfig().resizePhotos) {
      if (!(await this.#photoScaling.prepare(fileId, xhr))) {
        supervisor.refuseToSend(fileId, 'refused-before')
        return
      }
    }
    // A file deleted or changed on disk after it was picked: Chromium fails its request like a lost
    // connection, Firefox never sends it and waits for ever, WebKit sends it empty. One byte read
    // tells them all apart, and names the file. Read before the checks below: a pause during the read
    // must still stop the request.
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
    // Whatever asked Uppy to send it: a refused file is never sent again, one the server may already
    // have only by its own retry (../core/failedFiles.ts).
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
