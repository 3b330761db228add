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

/** What a view of the run (status bar, list title, Dashboard list) must show in the next frame, not on the beat: how
 * many files and runs, how many paused or failed, whether some are being prepared or finished and some being sent (the
 * run's status turns on these two), and the run's error. What only moves (bytes, files sent, photos to prepare) waits
 * for the beat: photos join preparation one by one, each a frame if counted here, on the CPU scaling needs. */
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
