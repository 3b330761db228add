/** The parts of Uppy's state that say whether a file still waits to be sent. */
export interface SendableState {
  files: Record<string, { progress: { uploadStarted?: number | null | undefined } }>
  currentUploads: Record<string, { fileIDs: readonly string[] }>
}

/**
 * Whether some listed file has not been taken by a run yet: Uppy offers "upload" for files that a
 * run holds while it pre-processes them too. Read on every change of Uppy's state (a run changes it
 * dozens of times a second), so the files a run holds are collected only when a file has not
 * started: during an upload every file has, and this is one pass over the list without allocating.
 */
export function hasFilesToSend(state: SendableState): boolean {
  let taken: Set<string> | undefined
  for (const id in state.files) {
    if (state.files[id]?.progress.uploadStarted) continue
    taken ??= new Set(Object.values(state.currentUploads).flatMap((upload) => upload.fileIDs))
    if (!taken.has(id)) return true
  }
  return false
}
