import type { AttachmentUploadPanelProps } from '../types'

/** What `onPendingFilesChange` hands over. */
export type PendingFiles = Parameters<NonNullable<AttachmentUploadPanelProps['onPendingFilesChange']>>[0]

/** The parts of Uppy's state that say where each listed file is. */
export interface FormFilesState {
  files: Record<string, { error?: unknown; progress: { uploadComplete?: unknown } }>
  currentUploads: Record<string, { fileIDs: readonly string[] }>
}

/**
 * What keeps the host's form from being sent: the listed files not yet sent (never sent, or failed: the member sends,
 * retries or removes them) and those a run holds (being sent, paused, or being prepared before sending). Stored files
 * count as neither.
 */
export function pendingFiles({ files, currentUploads }: FormFilesState): PendingFiles {
  const held = new Set(Object.values(currentUploads).flatMap((upload) => upload.fileIDs))
  const pending = { waiting: 0, sending: 0 }
  for (const [id, { error, progress }] of Object.entries(files)) {
    if (!progress.uploadComplete) pending[!error && held.has(id) ? 'sending' : 'waiting']++
  }
  return pending
}

/**
 * The id a stored attachment's hidden input carries: what `getAttachmentId` reads from the server's answer (by default
 * its `id`), as text; null when that is not a string or a number.
 */
export function attachmentIdOf<TBody>(body: TBody, getAttachmentId?: (body: TBody) => unknown): string | null {
  const id = getAttachmentId ? getAttachmentId(body) : (body as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}
