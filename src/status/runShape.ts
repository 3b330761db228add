import type { StatusState } from './statusBarView'

/**
 * What a view of the run must show in the next frame rather than on the beat: how many files and
 * runs there are, and how many are paused, failed or being prepared or finished, the run's error, and
 * whether every byte of the files under way is sent (the server is awaited: that can last a moment
 * only). What only moves (bytes, files sent) is left out: it waits for the beat.
 */
export function runShape(state: Pick<StatusState, 'files' | 'currentUploads' | 'error'>): string {
  let paused = 0
  let failed = 0
  let processing = 0
  const files = Object.values(state.files)
  for (const file of files) {
    if (file.isPaused) paused++
    if (file.error) failed++
    if (file.progress.preprocess || file.progress.postprocess) processing++
  }
  return [files.length, Object.keys(state.currentUploads).length, paused, failed, processing, state.error ?? ''].join(
    '|',
  )
}
