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

/** What a view of the run (status bar, list title, Dashboard list) draws at once, not on the beat: what its status
 * turns on. What only moves (bytes, files sent, photos to prepare) waits: each photo joining would cost a frame. */
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
