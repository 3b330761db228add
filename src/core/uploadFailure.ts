import type { UploadFailureKind } from '../types'

/** What the member can do about a failed file: `retry` (after a pause, a sign-in, a reconnection); `replace` it (the
 * server refused these bytes); `confirm` if the server has it (sent as the page went away), then retry it alone. */
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
  resendable: boolean
  remedy: FailureRemedy
  retryAfterMs?: number
}
