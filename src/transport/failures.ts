import { LONGEST_AUTOMATIC_RETRY_WAIT_MS } from '../core/config'
import type { AbortReason } from '../core/requestEnding'
import type { FailureRecord, FailureRemedy } from '../core/uploadFailure'
import * as messages from '../i18n/messages'
import type { UploadFailureKind } from '../types'
import { parseResponseBody, parseRetryAfter, readServerMessage } from './responseBody'

/** Carries the member's text through Uppy's error path. */
export class UploadFailureError extends Error {
  readonly failure: FailureRecord
  constructor(failure: FailureRecord) {
    super(failure.fileMessage)
    this.name = 'UploadFailureError'
    this.failure = failure
  }
}

const isTransientStatus = (status: number) => status === 408 || status === 429 || (status >= 500 && status <= 599)

/** May succeed if sent again (0: no answer at all). */
export function isResendableStatus(status: number): boolean {
  return status === 0 || isTransientStatus(status)
}

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

/** 4xx other than 400 with a message, 401, 408, 429: retrying cannot help. */
function clientErrorReason(status: number): string {
  if (status === 403) return messages.forbidden
  if (status === 413) return messages.tooLargeForServer
  return messages.refusedByServer
}

/** Not re-sent by the panel itself. */
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

/** Connection refused or dropped, or offline. */
export function networkFailure(fileName: string): FailureRecord {
  return { ...failedFile('connection-lost', 0, fileName, messages.networkError), resendable: true, remedy: 'retry' }
}

/** The token vanished before a retry: nothing sent; sending again needs a sign-in. */
function unauthenticatedFailure(): FailureRecord {
  return finalFailure('unauthorized', messages.noToken)
}

/** A 2xx through a redirect (expired sign-in sent to a login page) or an HTML document: not a success. */
export function signInRequiredFailure(fileName: string, status: number, bodyText = ''): FailureRecord {
  const failure = failedFile('unauthorized', status, fileName, messages.unauthorized)
  return { ...failure, remedy: 'retry', body: parseResponseBody(bodyText) }
}

export function stallFailure(stallTimeoutMs: number): FailureRecord {
  return finalFailure('stalled', messages.stalled(seconds(stallTimeoutMs)))
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Same text on the file and in the notice; no automatic retry. */
function finalFailure(kind: UploadFailureKind, message: string, remedy: FailureRemedy = 'retry'): FailureRecord {
  return { kind, status: 0, fileMessage: message, noticeMessage: message, resendable: false, remedy }
}

/** The panel's own abort, a server answer already mapped, or no answer. Pauses are not failures, never here. */
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
