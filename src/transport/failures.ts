import { LONGEST_AUTOMATIC_RETRY_WAIT_MS } from '../config'
import { messages } from '../i18n/messages'
import type { AbortReason } from './requestSupervisor'
import { parseRetryAfter, readServerMessage } from './responseBody'

/** Why an upload failed, in terms the panel acts on. */
export type FailureKind =
  | 'rejected' // 400 with a message from the server
  | 'unauthorized' // 401
  | 'client' // any other 4xx (including 400 without a readable message)
  | 'transient' // 408, 429, 5xx: may pass by itself
  | 'network' // no HTTP answer at all
  | 'stalled' // aborted by the panel after no progress while sending
  | 'unanswered' // the body was sent, the answer did not come in time
  | 'busy' // the server asked to come back later than the panel waits by itself
  | 'local' // the request could not be made: the file cannot be read, the token is refused

export interface UploadFailure {
  kind: FailureKind
  /** HTTP status, 0 when there was no answer. */
  status: number
  /** Shown on the file in the list (and in the status bar's details). */
  fileMessage: string
  /** Shown as an error notice. */
  noticeMessage: string
  /** Whether sending the same request again may succeed. */
  retryable: boolean
  /** Server-requested wait before a retry (`Retry-After`), in ms. */
  retryAfterMs?: number
}

/** Carries what the member should read about a failed request through Uppy's error path. */
export class UploadFailureError extends Error {
  readonly failure: UploadFailure
  constructor(failure: UploadFailure) {
    super(failure.fileMessage)
    this.name = 'UploadFailureError'
    this.failure = failure
  }
}

const isTransientStatus = (status: number) => status === 408 || status === 429 || (status >= 500 && status <= 599)

/** Whether a request that ended with this status (0: no answer at all) may succeed if sent again. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || isTransientStatus(status)
}

/** Maps a non-2xx HTTP answer to what the member sees and whether to retry. */
export function failureFromResponse(
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
  fileName: string,
): UploadFailure {
  if (status === 400) {
    const serverMessage = readServerMessage(bodyText)
    if (serverMessage !== null) {
      return { kind: 'rejected', status, fileMessage: serverMessage, noticeMessage: serverMessage, retryable: false }
    }
  }
  const generic = { status, fileMessage: messages.uploadFailed, noticeMessage: messages.uploadFailedForFile(fileName) }
  if (status === 401) {
    return {
      ...generic,
      kind: 'unauthorized',
      noticeMessage: `${generic.noticeMessage} ${messages.unauthorized}`,
      retryable: false,
    }
  }
  if (isTransientStatus(status)) {
    const retryAfterMs = parseRetryAfter(retryAfterHeader)
    if (retryAfterMs === undefined) return { ...generic, kind: 'transient', retryable: true }
    if (retryAfterMs > LONGEST_AUTOMATIC_RETRY_WAIT_MS) {
      const message = messages.serverBusy(retryAfterMs)
      return { kind: 'busy', status, fileMessage: message, noticeMessage: message, retryable: false }
    }
    return { ...generic, kind: 'transient', retryable: true, retryAfterMs }
  }
  return { ...generic, kind: 'client', retryable: false }
}

/** No HTTP answer: connection refused or dropped, or the browser is offline. */
export function networkFailure(fileName: string): UploadFailure {
  return {
    kind: 'network',
    status: 0,
    fileMessage: messages.uploadFailed,
    noticeMessage: `${messages.uploadFailedForFile(fileName)} ${messages.networkError}`,
    retryable: true,
  }
}

/** The token disappeared before a retry was sent: nothing was sent, and sending again needs a sign-in. */
export function unauthenticatedFailure(): UploadFailure {
  return {
    kind: 'unauthorized',
    status: 0,
    fileMessage: messages.noToken,
    noticeMessage: messages.noToken,
    retryable: false,
  }
}

/**
 * A 2xx that is not the endpoint's answer: it came through a redirect (an
 * expired sign-in sent to a login page) or is an HTML document. Not a success.
 */
export function signInRequiredFailure(fileName: string, status: number): UploadFailure {
  return {
    kind: 'unauthorized',
    status,
    fileMessage: messages.uploadFailed,
    noticeMessage: `${messages.uploadFailedForFile(fileName)} ${messages.unauthorized}`,
    retryable: false,
  }
}

/** The panel aborted a request that made no progress for `stallTimeoutMs`. */
export function stallFailure(stallTimeoutMs: number): UploadFailure {
  const message = messages.stalled(seconds(stallTimeoutMs))
  return { kind: 'stalled', status: 0, fileMessage: message, noticeMessage: message, retryable: false }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** A message that is the same on the file and in the notice, and is not worth an automatic retry. */
const finalFailure = (kind: FailureKind, message: string): UploadFailure => ({
  kind,
  status: 0,
  fileMessage: message,
  noticeMessage: message,
  retryable: false,
})

/**
 * What an Uppy `upload-error` means for the member: the panel's own abort
 * (stall, no answer, vanished or refused token, unreadable file), a server
 * answer already mapped, or no answer at all. Pauses are not failures and never reach here.
 */
export function failureOfUploadError(
  error: unknown,
  abortReason: Exclude<AbortReason, 'paused'> | undefined,
  timeouts: { stallTimeoutMs: number; responseTimeoutMs: number },
  fileName: string,
): UploadFailure {
  switch (abortReason) {
    case 'stalled':
      return stallFailure(timeouts.stallTimeoutMs)
    case 'unanswered':
      return finalFailure('unanswered', messages.unanswered(seconds(timeouts.responseTimeoutMs)))
    case 'unauthenticated':
      return unauthenticatedFailure()
    case 'invalid-token':
      return finalFailure('local', messages.invalidToken)
    case 'unreadable':
      return finalFailure('local', messages.unreadableFile(fileName))
    default:
      return error instanceof UploadFailureError ? error.failure : networkFailure(fileName)
  }
}
