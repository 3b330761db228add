import type { AttachmentUploadPanelProps } from '../types'

/** What `onPendingFilesChange` hands over. */
export type PendingFiles = Parameters<NonNullable<AttachmentUploadPanelProps['onPendingFilesChange']>>[0]

export interface FormFilesState {
  files: Record<string, { error?: unknown; progress: { uploadComplete?: unknown } }>
  currentUploads: Record<string, { fileIDs: readonly string[] }>
}

// What blocks the host's form: files not yet sent (never, or failed: to send, retry or remove) and those a run holds
// (sending, paused, being prepared). Stored files count as neither.
export function pendingFiles({ files, currentUploads }: FormFilesState): PendingFiles {
  const held = new Set(Object.values(currentUploads).flatMap((upload) => upload.fileIDs))
  const pending = { waiting: 0, sending: 0 }
  for (const [id, { error, progress }] of Object.entries(files)) {
    if (!progress.uploadComplete) pending[!error && held.has(id) ? 'sending' : 'waiting']++
  }
  return pending
}

/** Hidden input value: `getAttachmentId`'s read of the answer (default `id`), as text; null unless string or number. */
export function attachmentIdOf<TBody>(body: TBody, getAttachmentId?: (body: TBody) => unknown): string | null {
  const id = getAttachmentId ? getAttachmentId(body) : (body as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}
