/** Whether Uppy is running an upload (a first run, a retry or a resume): every run ends by leaving `currentUploads`. */
export const runInProgress = (state: { currentUploads: object }): boolean =>
  Object.keys(state.currentUploads).length > 0

interface RunFile {
  error?: string | null
  isPaused?: boolean
  progress: { uploadComplete?: boolean }
}

interface RunState {
  currentUploads: Readonly<Record<string, { fileIDs: readonly string[] }>>
  files: Readonly<Record<string, RunFile>>
}

/** Whether a run still awaits an answer: a file neither sent, failed, paused (none comes till resumed) nor removed. */
export function answersToCome(state: RunState): boolean {
  return Object.values(state.currentUploads).some(({ fileIDs }) =>
    fileIDs.some((fileId) => {
      const file = state.files[fileId]
      return file !== undefined && !file.error && !file.isPaused && !file.progress.uploadComplete
    }),
  )
}
