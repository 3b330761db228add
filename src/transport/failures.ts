import { LONGEST_AUTOMATIC_RETRY_WAIT_MS } from '../core/config'
import type { AbortReason } from '../core/requestEnding'
import type { FailureRecord, FailureRemedy } from '../core/uploadFailure'
import * as messages from '../i18n/messages'
import type { UploadFailureKind } from '../types'
import { parseResponseBody, parseRetryAfter, readServerMessage } from './responseBody'

/** Carries what the member should read about a failed request through Uppy's error path. */
export class UploadFailureError extends Error {
  readonly failure: FailureRecord
  constructor(failure: FailureRecord) {
    super(failure.fileMessage)
    this.name = 'UploadFailureError'
    this.failure = failure
  }
}

const isTransientStatus = (status: number) => status === 408 || status === 429 || (status >= 500 && status <= 599)

/** Whether a request that ended with this status (0: no answer at all) may succeed if sent again. */
export function isResendableStatus(status: number): boolean {
  return status === 0 || isTransientStatus(status)
}

/** Maps a non-2xx HTTP answer to what the member sees and whether to retry. */
export function failureFromResponse(
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
  fileName: string,
): FailureRecord {
  return { ...failureOfStatus(status, bodyText, retryAfterHeader, fileName), body: parseResponseBody(bodyText) }
}

function failureOfStatus(
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
  fileName: string,
): FailureRecord {
  if (status === 400) {
    const serverMessage = readServerMessage(bodyText)
    if (serverMessage !== null) {
      return {
        kind: 'refused',
        status,
        fileMessage: serverMessage,
        noticeMessage: serverMessage,
        resendable: false,
        remedy: 'replace',
      }
    }
  }
  if (status === 401) return { ...failedFile('unauthorized', status, fileName, messages.unauthorized), remedy: 'retry' }
  if (isTransientStatus(status)) {
    const retryAfterMs = parseRetryAfter(retryAfterHeader)
    if (retryAfterMs !== undefined && retryAfterMs > LONGEST_AUTOMATIC_RETRY_WAIT_MS) {
      return { ...finalFailure('server-error', messages.serverBusy(retryAfterMs)), status }
    }
    const failure: FailureRecord = {
      kind: 'server-error',
      status,
      fileMessage: messages.failedTryLater,
      noticeMessage: messages.uploadFailedForFile(fileName, messages.retryLater),
      resendable: true,
      remedy: 'retry',
    }
    return retryAfterMs === undefined ? failure : { ...failure, retryAfterMs }
  }
  const kind = status === 413 ? 'too-large' : 'refused'
  return { ...failedFile(kind, status, fileName, clientErrorReason(status)), remedy: 'replace' }
}

/** Why the server refused a file (4xx other than 400 with a message, 401, 408, 429): retrying cannot help. */
function clientErrorReason(status: number): string {
  if (status === 403) return messages.forbidden
  if (status === 413) return messages.tooLargeForServer
  return messages.refusedByServer
}

/** A failure whose notice says which file failed, then the reason; not re-sent by the panel itself. */
function failedFile(
  kind: UploadFailureKind,
  status: number,
  fileName: string,
  reason: string,
): Omit<FailureRecord, 'remedy'> {
  return {
    kind,
    status,
    fileMessage: reason,
    noticeMessage: messages.uploadFailedForFile(fileName, reason),
    resendable: false,
  }
}

/** No HTTP answer: connection refused or dropped, or the browser is offline. */
export function networkFailure(fileName: string): FailureRecord {
  return { ...failedFile('connection-lost', 0, fileName, messages.networkError), resendable: true, remedy: 'retry' }
}

/** The token disappeared before a retry was sent: nothing was sent, and sending again needs a sign-in. */
export function unauthenticatedFailure(): FailureRecord {
  return finalFailure('unauthorized', messages.noToken)
}

/**
 * A 2xx that is not the endpoint's answer: it came through a redirect (an
 * expired sign-in sent to a login page) or is an HTML document. Not a success.
 */
export function signInRequiredFailure(fileName: string, status: number, bodyText = ''): FailureRecord {
  const failure = failedFile('unauthorized', status, fileName, messages.unauthorized)
  return { ...failure, remedy: 'retry', body: parseResponseBody(bodyText) }
}

/** The panel aborted a request that made no progress for `stallTimeoutMs`. */
export function stallFailure(stallTimeoutMs: number): FailureRecord {
  return finalFailure('stalled', messages.stalled(seconds(stallTimeoutMs)))
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** A message that is the same on the file and in the notice, and is not worth an automatic retry. */
function finalFailure(kind: UploadFailureKind, message: string, remedy: FailureRemedy = 'retry'): FailureRecord {
  return { kind, status: 0, fileMessage: message, noticeMessage: message, resendable: false, remedy }
}

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
): FailureRecord {
  switch (abortReason) {
    case 'stalled':
      return stallFailure(timeouts.stallTimeoutMs)
    case 'unanswered':
      return finalFailure('no-answer', messages.unanswered(seconds(timeouts.responseTimeoutMs)))
    case 'unauthenticated':
      return unauthenticatedFailure()
    case 'invalid-token':
      return { ...failedFile('unauthorized', 0, fileName, messages.invalidToken), remedy: 'retry' }
    case 'unreadable':
      return finalFailure('unreadable', messages.unreadableFile(fileName), 'replace')
    default:
      return error instanceof UploadFailureError ? error.failure : networkFailure(fileName)
  }
}
