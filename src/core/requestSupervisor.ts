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

/** No progress for this long (0: never): while the body is sent a stall, after it no answer from the server. */
export interface SupervisorTimeouts {
  stallTimeoutMs: number
  responseTimeoutMs: number
}

/** Ends each upload request that stalls or goes unanswered (Uppy 6's XHR uploader only warns of a stall, counting the
 * browser's queue and the server's work as one). Progress moves a bound by writing a number, not a timer. */
export class RequestSupervisor {
  readonly #requests = new Map<string, TrackedRequest>()
  readonly #reasons = new WeakMap<XMLHttpRequest, AbortReason>()
  readonly #getTimeouts: () => SupervisorTimeouts
  /** Most requests seen holding a connection at once: the connections per host, which vary by engine and protocol. */
  #mostHoldingSeen = 0

  constructor(getTimeouts: () => SupervisorTimeouts) {
    this.#getTimeouts = getTimeouts
  }

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

  markSent(fileId: string): void {
    const tracked = this.#requests.get(fileId)
    if (!tracked || this.#reasons.has(tracked.xhr)) return
    tracked.sent = true
    this.#reviewQueued()
  }

  /** Whether it aborted. A pause spares a body all sent: the server may be storing it; resent, it is stored twice. */
  abort(fileId: string, reason: AbortReason): boolean {
    const tracked = this.#requests.get(fileId)
    if (!tracked) return false
    // Unsent (a Retry-After wait, a file read): `onBeforeRequest` stops it if still paused, keeping a resume meanwhile.
    if (reason === 'paused' && (tracked.phase === 'answering' || !tracked.sent)) return false
    return this.#fail(fileId, tracked, reason)
  }

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

  /** Why the panel ended an `upload-error`'s request: Uppy passes it as the error's `request` or the third argument. */
  reasonForUploadError(error: unknown, response: unknown): AbortReason | undefined {
    const request = (error as { request?: unknown } | null)?.request ?? response
    return typeof request === 'object' && request !== null ? this.#reasons.get(request as XMLHttpRequest) : undefined
  }

  reasonFor(xhr: XMLHttpRequest | null | undefined): AbortReason | undefined {
    return xhr ? this.#reasons.get(xhr) : undefined
  }

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

  /** Sent but silent: waiting for a connection while as many hold one as ever did (no bound); else, one free, owed an
   * answer (a service worker in between reports no progress). */
  #reviewQueued(): void {
    let holding = 0
    for (const tracked of this.#requests.values()) if (tracked.phase !== 'queued') holding++
    this.#mostHoldingSeen = Math.max(this.#mostHoldingSeen, holding)
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
