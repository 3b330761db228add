import type { FailureRecord } from '../core/uploadFailure'
import type { UploadFailure } from '../types'

/** The host-facing view of a failure: what the member reads in the row, the status only when the server answered. */
export function toUploadFailure(failure: FailureRecord): UploadFailure {
  return {
    kind: failure.kind,
    status: failure.status === 0 ? null : failure.status,
    body: (failure.body ?? null) as UploadFailure['body'],
    message: failure.fileMessage,
  }
}
