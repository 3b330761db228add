import { type AbortReason, failRequest } from './requestEnding'

/** `queued`: no body byte reported (it may wait for a connection); `sending`; `answering`: all sent, till answered. */
type Phase = 'queued' | 'sending' | 'answering'

interface TrackedRequest {
  xhr: XMLHttpRequest
  /** `send()` has been called (from here on the request must be aborted, not prevented). */
  sent: boolean
  phase: Phase
  /** What the request is given up as, and when (`performance.now()`); none while it may wait for a connection. */
  bound?: { reason: 'stalled' | 'unanswered'; at: number } | undefined
  /** Fires `at`, no later than the bound: a bound moved later is found then, and waited for. */
  timer?: { id: ReturnType<typeof setTimeout>; at: number } | undefined
}

export interface SupervisorTimeouts {
  /** No upload progress for this long while sending the body is a stall. 0: never. */
  stallTimeoutMs: number
  /** No answer for this long after the body was sent: the server did not answer. 0: never. */
  responseTimeoutMs: number
}

/** Watches each file's upload request (Uppy 6's XHR uploader only warns of a stall, counting the browser's queue and
 * the server's work as one). Queued for a connection: no stall. Body stopped for the stall timeout: aborted. Body all
 * sent: never a stall (the server may have the file), but a longer bound for the answer; so too for no progress at all
 * while a connection is free (a service worker in between reports none). A pause aborts on demand, failing through
 * Uppy's error path with a reason the panel reads back. Progress moves a bound by writing a number, not a new timer. */
export class RequestSupervisor {
  readonly #requests = new Map<string, TrackedRequest>()
  readonly #reasons = new WeakMap<XMLHttpRequest, AbortReason>()
  readonly #getTimeouts: () => SupervisorTimeouts
  /** Most requests seen holding a connection at once: the connections per host, which vary by engine and protocol. */
  #mostHoldingSeen = 0

  constructor(getTimeouts: () => SupervisorTimeouts) {
    this.#getTimeouts = getTimeouts
  }

  /** Registers the request about to be sent for a file (called from `onBeforeRequest`). */
  track(fileId: string, xhr: XMLHttpRequest): void {
    this.#clear(fileId)
    const tracked: TrackedRequest = { xhr, sent: false, phase: 'queued' }
    this.#requests.set(fileId, tracked)
    const isCurrent = () => this.#requests.get(fileId) === tracked
    // The first upload progress event, not `loadstart` (fired inside send()), is the browser really sending.
    xhr.upload.addEventListener('progress', (event) => {
      if (!isCurrent() || tracked.phase === 'answering') return
      // All bytes handed over counts as sent: Firefox fires `upload.load` only with the answer's headers.
      if (event.loaded >= event.total && event.total > 0) return this.#startWaitingForAnswer(fileId, tracked)
      const started = tracked.phase === 'queued'
      tracked.phase = 'sending'
      this.#arm(fileId, tracked, 'stalled', this.#getTimeouts().stallTimeoutMs)
      if (started) this.#reviewQueued()
    })
    xhr.upload.addEventListener('load', () => this.#startWaitingForAnswer(fileId, tracked))
    // The answer itself arriving is progress too: the bound applies to silence.
    xhr.addEventListener('progress', () => this.#startWaitingForAnswer(fileId, tracked))
    xhr.addEventListener('loadend', () => {
      if (isCurrent()) this.#clear(fileId)
    })
  }

  /** `send()` is about to be called for the file's request. */
  markSent(fileId: string): void {
    const tracked = this.#requests.get(fileId)
    if (!tracked || this.#reasons.has(tracked.xhr)) return
    tracked.sent = true
    this.#reviewQueued()
  }

  /** Aborts the file's request, if any; returns whether it did. A pause spares a body all sent (the server may be
   * storing the file; sending it again would store a second copy). */
  abort(fileId: string, reason: AbortReason): boolean {
    const tracked = this.#requests.get(fileId)
    if (!tracked) return false
    // Unsent (a Retry-After wait, a file read): `onBeforeRequest` stops it if still paused, keeping a resume meanwhile.
    if (reason === 'paused' && (tracked.phase === 'answering' || !tracked.sent)) return false
    return this.#fail(fileId, tracked, reason)
  }

  /** Fails the file's request before it is sent (called from `onBeforeRequest`, which decided not to send it). */
  refuseToSend(fileId: string, reason: AbortReason): void {
    const tracked = this.#requests.get(fileId)
    if (tracked) this.#fail(fileId, tracked, reason)
  }

  #fail(fileId: string, tracked: TrackedRequest, reason: AbortReason): boolean {
    this.#clear(fileId)
    // The reason must be readable before the failure is signalled: retry decisions read it synchronously.
    this.#reasons.set(tracked.xhr, reason)
    failRequest(tracked.xhr, tracked.sent)
    return true
  }

  /** Sent, no body reported yet: waiting for a connection, or already on the server (Chromium reports each 100 ms). */
  isUnreported(fileId: string): boolean {
    const tracked = this.#requests.get(fileId)
    return tracked?.sent === true && tracked.phase === 'queued'
  }

  isAwaitingAnswer(fileId: string): boolean {
    return this.#requests.get(fileId)?.phase === 'answering'
  }

  /** Makes a request that was already given up (the file was removed) send nothing. */
  neutralise(xhr: XMLHttpRequest): void {
    xhr.send = () => {}
  }

  /** Why the panel ended the request behind an Uppy `upload-error`, if it did: Uppy passes the request as the error's
   * `request` or as the event's third argument. */
  reasonForUploadError(error: unknown, response: unknown): AbortReason | undefined {
    const request = (error as { request?: unknown } | null)?.request ?? response
    return typeof request === 'object' && request !== null ? this.#reasons.get(request as XMLHttpRequest) : undefined
  }

  reasonFor(xhr: XMLHttpRequest | null | undefined): AbortReason | undefined {
    return xhr ? this.#reasons.get(xhr) : undefined
  }

  /** Stops every timer; the requests themselves are aborted by Uppy on cancel. */
  dispose(): void {
    for (const fileId of [...this.#requests.keys()]) this.#clear(fileId)
  }

  #startWaitingForAnswer(fileId: string, tracked: TrackedRequest): void {
    if (this.#requests.get(fileId) !== tracked) return
    const wasQueued = tracked.phase === 'queued'
    tracked.phase = 'answering'
    this.#arm(fileId, tracked, 'unanswered', this.#getTimeouts().responseTimeoutMs)
    if (wasQueued) this.#reviewQueued()
  }

  /** Requests sent but silent: waiting for a connection the others all hold (no bound), else owed an answer. */
  #reviewQueued(): void {
    let holding = 0
    for (const tracked of this.#requests.values()) if (tracked.phase !== 'queued') holding++
    this.#mostHoldingSeen = Math.max(this.#mostHoldingSeen, holding)
    // Fewer than the most ever held at once: a connection is free, so a silent request is not waiting for one.
    const mayBeWaiting = holding > 0 && holding >= this.#mostHoldingSeen
    for (const [fileId, tracked] of this.#requests) {
      if (tracked.phase !== 'queued' || !tracked.sent) continue
      if (mayBeWaiting) tracked.bound = undefined
      else if (!tracked.bound) this.#arm(fileId, tracked, 'unanswered', this.#getTimeouts().responseTimeoutMs)
    }
  }

  #arm(fileId: string, tracked: TrackedRequest, reason: 'stalled' | 'unanswered', timeoutMs: number): void {
    const at = performance.now() + timeoutMs
    tracked.bound = timeoutMs > 0 ? { reason, at } : undefined
    if (tracked.bound && !(tracked.timer && tracked.timer.at <= at)) this.#wakeAt(fileId, tracked, at)
  }

  #wakeAt(fileId: string, tracked: TrackedRequest, at: number): void {
    clearTimeout(tracked.timer?.id)
    const id = setTimeout(() => {
      tracked.timer = undefined
      const { bound } = tracked
      if (!bound || this.#requests.get(fileId) !== tracked) return
      if (bound.at > performance.now()) this.#wakeAt(fileId, tracked, bound.at)
      else this.abort(fileId, bound.reason)
    }, at - performance.now())
    tracked.timer = { id, at }
  }

  #clear(fileId: string): void {
    const tracked = this.#requests.get(fileId)
    if (!tracked) return
    clearTimeout(tracked.timer?.id)
    this.#requests.delete(fileId)
    // A connection may have come free for a request waiting for one.
    if (tracked.phase !== 'queued') this.#reviewQueued()
  }
}
