/** The parts of Uppy's state that say whether a file still waits to be sent. */
export interface SendableState {
  files: Record<string, { progress: { uploadStarted?: number | null | undefined } }>
  currentUploads: Record<string, { fileIDs: readonly string[] }>
}

/** Whether some listed file is not yet taken by a run (Uppy offers "upload" for files a run holds while pre-processing
 * them too). Read on every state change, dozens a second in a run, so a run's files are collected only for a file not
 * started: during an upload every file has, and this is one pass without allocating. */
export function hasFilesToSend(state: SendableState): boolean {
  let taken: Set<string> | undefined
  for (const id in state.files) {
    if (state.files[id]?.progress.uploadStarted) continue
    taken ??= new Set(Object.values(state.currentUploads).flatMap((upload) => upload.fileIDs))
    if (!taken.has(id)) return true
  }
  return false
}
