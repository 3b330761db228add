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

/**
 * What the member can do about a failed file: send it again (after a pause, a
 * sign-in, a reconnection); remove it and choose another file, because the
 * server refused these bytes and re-sending them cannot help; or check first
 * whether the server already has it (it was being sent when the page went away)
 * and send it again only by its own button, never with the others.
 */
export type FailureRemedy = 'retry' | 'replace' | 'confirm'

export interface UploadFailure {
  kind: FailureKind
  /** HTTP status, 0 when there was no answer. */
  status: number
  /** Why the file failed and what to do: shown in its row for as long as it stays failed. */
  fileMessage: string
  /** The error notice when this file is the only one that failed (several are named by `fileMessage`). */
  noticeMessage: string
  /** Whether the panel may send the same request again by itself. */
  retryable: boolean
  remedy: FailureRemedy
  /** Server-requested wait before a retry (`Retry-After`), in ms. */
  retryAfterMs?: number
}
