import { MAX_RETRY_AFTER_MS } from '../config'
import { messages } from '../i18n/messages'

/** Why an upload failed, in terms the panel acts on. */
export type FailureKind =
  | 'rejected' // 400 with a message from the server
  | 'unauthorized' // 401
  | 'client' // any other 4xx (including 400 without a readable message)
  | 'transient' // 408, 429, 5xx: may pass by itself
  | 'network' // no HTTP answer at all
  | 'stalled' // aborted by the panel after no progress

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

/** The `message` of a JSON error body, when it is a non-empty string. */
export function readServerMessage(bodyText: string): string | null {
  if (!bodyText) return null
  try {
    const parsed: unknown = JSON.parse(bodyText)
    if (parsed !== null && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown }
      if (typeof message === 'string' && message.trim() !== '') return message.trim()
    }
  } catch {
    // Not JSON: the caller falls back to the generic text.
  }
  return null
}

/** `Retry-After` as milliseconds from now (seconds or an HTTP date), capped. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  let ms: number
  if (/^\d+$/.test(trimmed)) {
    ms = Number(trimmed) * 1000
  } else {
    const date = Date.parse(trimmed)
    if (Number.isNaN(date)) return undefined
    ms = date - now
  }
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS)
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
    return { ...generic, kind: 'transient', retryable: true, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) }
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

/** The panel aborted a request that made no progress for `stallTimeoutMs`. */
export function stallFailure(stallTimeoutMs: number): UploadFailure {
  const message = messages.stalled(Math.max(1, Math.ceil(stallTimeoutMs / 1000)))
  return { kind: 'stalled', status: 0, fileMessage: message, noticeMessage: message, retryable: false }
}

/**
 * What an Uppy `upload-error` means for the member: the panel's own abort
 * (stall, vanished token), a server answer already mapped, or no answer at all.
 * Pauses are not failures and never reach here.
 */
export function failureOfUploadError(
  error: unknown,
  abortReason: 'stalled' | 'unauthenticated' | undefined,
  stallTimeoutMs: number,
  fileName: string,
): UploadFailure {
  if (abortReason === 'stalled') return stallFailure(stallTimeoutMs)
  if (abortReason === 'unauthenticated') return unauthenticatedFailure()
  if (error instanceof UploadFailureError) return error.failure
  return networkFailure(fileName)
}

/** A 2xx body as the host receives it: parsed JSON, else the raw text, `null` when empty. */
export function parseSuccessBody(bodyText: string): unknown {
  if (bodyText.trim() === '') return null
  try {
    return JSON.parse(bodyText) as unknown
  } catch {
    return bodyText
  }
}
