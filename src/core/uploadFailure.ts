import type { UploadFailureKind } from '../types'

/** What the member can do about a failed file: `retry` (after a pause, a sign-in, a reconnection); `replace` it, as the
 * server refused these bytes; or `confirm` first whether the server has it (it was being sent when the page went away)
 * and send it again only by its own button, never with the others. */
export type FailureRemedy = 'retry' | 'replace' | 'confirm'

/** A file's failure as the panel records it (./failedFiles.ts); the host hears it as an `UploadFailure`. */
export interface FailureRecord {
  kind: UploadFailureKind
  /** HTTP status, 0 when there was no answer. */
  status: number
  /** The server's answer as the host receives it (parsed JSON, else the text, `null` when empty); none without one. */
  body?: unknown
  /** Why the file failed and what to do: shown in its row for as long as it stays failed. */
  fileMessage: string
  /** The error notice when this file is the only one that failed (several are named by `fileMessage`). */
  noticeMessage: string
  /** Whether the panel may send the same request again by itself. */
  resendable: boolean
  remedy: FailureRemedy
  /** Server-requested wait before the panel resends it (`Retry-After`), in ms. */
  retryAfterMs?: number
}
