/** At the last write: `chosen` (listed, not sent) or `sending` (may be stored). Confirmed files are deleted. */
export type RestoreState = 'chosen' | 'sending'

/** Kept apart from the contents, so records are read, listed and purged without loading them. */
export interface RestoreRecord {
  restoreKey: string
  /** Stable across reloads, unlike Uppy's id. */
  clientKey: string
  /** As the member last saw it (file-card edit included). */
  name: string
  originalName: string
  type: string
  size: number
  lastModified: number
  state: RestoreState
  /** So restored files come back in listed order. */
  addedAt: number
  /** Epoch ms; deleted unread after it. */
  expiresAt: number
}

export interface RestoredFile {
  record: RestoreRecord
  data: Blob
}
