/** The parts of Uppy's state a run's shape is read from. */
export interface ShapeState {
  files: Readonly<
    Record<
      string,
      {
        isPaused?: boolean | undefined
        error?: string | null | undefined
        progress: {
          uploadStarted?: number | null | undefined
          uploadComplete?: boolean | undefined
          preprocess?: unknown
          postprocess?: unknown
        }
      }
    >
  >
  currentUploads: Readonly<Record<string, unknown>>
  error: string | null
}

/**
 * What a view of the run (the status bar, the list's title, the Dashboard's list) must show in the next frame rather
 * than on the beat: how many files and
 * runs there are, how many are paused or failed, whether some are being prepared or finished and
 * whether some are being sent (the run's status turns on these two), and the run's error. What only
 * moves (bytes, files sent, how many photos wait to be prepared) waits for the beat. Photos join their
 * preparation one after another as their headers are read: counted here, each was a frame of its own in
 * the first second after the press, on the CPU the first photo's scaling needs.
 */
export function runShape(state: ShapeState): string {
  let paused = 0
  let failed = 0
  let processing = false
  let sending = false
  const files = Object.values(state.files)
  for (const file of files) {
    const { progress } = file
    if (file.isPaused) paused++
    if (file.error) failed++
    if (progress.preprocess || progress.postprocess) processing = true
    else if (progress.uploadStarted && !progress.uploadComplete) sending = true
  }
  return [
    files.length,
    Object.keys(state.currentUploads).length,
    paused,
    failed,
    processing,
    sending,
    state.error ?? '',
  ].join('|')
}
