/** The parts of Uppy's state that say whether a file still waits to be sent. */
export interface SendableState {
  files: Record<string, { progress: { uploadStarted?: number | null | undefined } }>
  currentUploads: Record<string, { fileIDs: readonly string[] }>
}

/** Whether a listed file is not yet taken by a run (Uppy offers "upload" for files a run pre-processes too). Read
 * dozens of times a second: mid-upload every file has started, so this is one pass, no allocation. */
export function hasFilesToSend(state: SendableState): boolean {
  let taken: Set<string> | undefined
  for (const id in state.files) {
    if (state.files[id]?.progress.uploadStarted) continue
    taken ??= new Set(Object.values(state.currentUploads).flatMap((upload) => upload.fileIDs))
    if (!taken.has(id)) return true
  }
  return false
}
