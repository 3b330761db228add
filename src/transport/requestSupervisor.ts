/** Why the panel itself ended a request. */
export type AbortReason = 'stalled' | 'paused' | 'unauthenticated'

interface TrackedRequest {
  xhr: XMLHttpRequest
  sent: boolean
  stallTimer: ReturnType<typeof setTimeout> | undefined
}

/**
 * Watches the panel's upload requests, one per file: aborts a request that
 * makes no progress for the stall timeout, and aborts requests on demand
 * (pause) so that they fail through Uppy's normal error path with a reason
 * the panel can read back.
 *
 * Uppy 6's XHR uploader only warns about a stall and offers no way to abort a
 * single request while keeping the file, hence this module.
 */
export class RequestSupervisor {
  readonly #requests = new Map<string, TrackedRequest>()
  readonly #reasons = new WeakMap<XMLHttpRequest, AbortReason>()
  readonly #getStallTimeoutMs: () => number

  constructor(options: { getStallTimeoutMs: () => number }) {
    this.#getStallTimeoutMs = options.getStallTimeoutMs
  }

  /** Registers the request about to be sent for a file (called from `onBeforeRequest`). */
  track(fileId: string, xhr: XMLHttpRequest): void {
    this.#clear(fileId)
    const tracked: TrackedRequest = { xhr, sent: false, stallTimer: undefined }
    this.#requests.set(fileId, tracked)
    const onProgress = () => this.#armStallTimer(fileId, tracked)
    xhr.upload.addEventListener('progress', onProgress)
    xhr.addEventListener('progress', onProgress)
    xhr.addEventListener('loadend', () => {
      if (this.#requests.get(fileId) === tracked) this.#clear(fileId)
    })
  }

  /** The request is being sent now: from here on, silence counts as a stall. */
  markSent(fileId: string): void {
    const tracked = this.#requests.get(fileId)
    if (!tracked || this.#reasons.has(tracked.xhr)) return
    tracked.sent = true
    this.#armStallTimer(fileId, tracked)
  }

  /** Aborts the file's current request, if any; returns whether there was one. */
  abort(fileId: string, reason: AbortReason): boolean {
    const tracked = this.#requests.get(fileId)
    if (!tracked) return false
    this.#clear(fileId)
    // The reason must be readable before the failure is signalled: retry decisions read it synchronously.
    this.#reasons.set(tracked.xhr, reason)
    failRequest(tracked.xhr, tracked.sent)
    return true
  }

  /** Makes a request that was already given up (the file was removed) send nothing. */
  neutralise(xhr: XMLHttpRequest): void {
    xhr.send = () => {}
  }

  /**
   * The reason the panel ended the request behind an Uppy `upload-error`, if it
   * did. Uppy passes the request as the error's `request`, or as the event's
   * third argument.
   */
  reasonForUploadError(error: unknown, response: unknown): AbortReason | undefined {
    const request = (error as { request?: unknown } | null)?.request ?? response
    return typeof request === 'object' && request !== null ? this.#reasons.get(request as XMLHttpRequest) : undefined
  }

  /** The reason the panel ended this request, if it did. */
  reasonFor(xhr: XMLHttpRequest | null | undefined): AbortReason | undefined {
    return xhr ? this.#reasons.get(xhr) : undefined
  }

  /** Stops every timer; the requests themselves are aborted by Uppy on cancel. */
  dispose(): void {
    for (const fileId of [...this.#requests.keys()]) this.#clear(fileId)
  }

  #armStallTimer(fileId: string, tracked: TrackedRequest): void {
    if (!tracked.sent) return
    clearTimeout(tracked.stallTimer)
    const timeout = this.#getStallTimeoutMs()
    if (!(timeout > 0)) return
    tracked.stallTimer = setTimeout(() => {
      if (this.#requests.get(fileId) !== tracked) return
      this.abort(fileId, 'stalled')
    }, timeout)
  }

  #clear(fileId: string): void {
    const tracked = this.#requests.get(fileId)
    if (!tracked) return
    clearTimeout(tracked.stallTimer)
    this.#requests.delete(fileId)
  }
}

/**
 * Ends a request so that Uppy's fetcher rejects it as a failed request. The
 * fetcher listens for `error` and `load` only, so a bare `abort()` would leave
 * its promise pending forever; invoking its `onerror` handler settles it.
 */
function failRequest(xhr: XMLHttpRequest, sent: boolean): void {
  const signalFailure = () => xhr.onerror?.call(xhr, new ProgressEvent('error'))
  if (sent) {
    xhr.abort()
    signalFailure()
  } else {
    // Not sent yet: the fetcher calls send() next; make that call fail instead.
    xhr.send = () => queueMicrotask(signalFailure)
  }
}
