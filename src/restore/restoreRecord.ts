/** What the restore store keeps of a file (./restoreStore.ts), apart from its contents. */

/**
 * What happened to a file when the page last wrote about it: `chosen` (listed, not being sent) or
 * `sending` (its request was started and the server may have it). A file the server confirmed is
 * deleted, so it is never restored.
 */
export type RestoreState = 'chosen' | 'sending'

/** A stored file's description, without its contents (read, listed and purged without loading them). */
export interface RestoreRecord {
  restoreKey: string
  /** The panel's own key of the file, stable across reloads (not Uppy's id, which is not). */
  clientKey: string
  /** The name as the member last saw it (edited in the file card, if so). */
  name: string
  /** The name the file had on the member's device. */
  originalName: string
  type: string
  size: number
  lastModified: number
  state: RestoreState
  /** Added order, so restored files come back in the order they were listed. */
  addedAt: number
  /** Epoch ms after which the record is deleted unread. */
  expiresAt: number
}

export interface RestoredFile {
  record: RestoreRecord
  data: Blob
}
