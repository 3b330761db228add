import { type ProcessingProgress, photoPreparationOf, processingOf } from './processingView'

/** The statuses of the specification, as the status bar shows them. */
export type RunStatus = 'waiting' | 'preprocessing' | 'uploading' | 'postprocessing' | 'complete' | 'paused' | 'error'

/** What the status bar needs to know of a listed file (a subset of Uppy's file). */
export interface StatusFile {
  id: string
  error?: string | null | undefined
  isPaused?: boolean | undefined
  progress: {
    bytesUploaded?: number | false | undefined
    bytesTotal?: number | null | undefined
    uploadStarted?: number | null | undefined
    uploadComplete?: boolean | undefined
    preprocess?: ProcessingProgress | undefined
    postprocess?: ProcessingProgress | undefined
  }
}

export interface StatusState {
  files: Readonly<Record<string, StatusFile>>
  currentUploads: Readonly<Record<string, { fileIDs: readonly string[] }>>
  totalProgress: number
  error: string | null
  allowNewUpload: boolean
}

/** What "Ponów" does and says: retry the failed files alone, or send the waiting ones with them. */
type RetryAction = { sendsWaiting: false } | { sendsWaiting: true; count: number }

/** Everything the status bar shows, read from one state: its figures and its words never disagree. */
export interface StatusBarView {
  status: RunStatus
  /** 0–100 for the progress bar, or null when it shows no progress (after a failure). */
  progress: number | null
  indeterminate: boolean
  processing: ProcessingProgress | null
  photos: { prepared: number; toPrepare: number } | null
  /** Bytes of the files under way, sent and in all (null when a size is unknown). */
  sent: number
  total: number | null
  filesComplete: number
  filesInRun: number
  /** Files no run has taken yet: what the upload button sends. */
  waiting: number
  showUpload: boolean
  retry: RetryAction | null
  showPauseResume: boolean
  showCancel: boolean
  showDone: boolean
}

export interface PanelFacts {
  canUpload: boolean
  /** Whether a failed file is one "Ponów" would send again (not refused by the server, not possibly stored). */
  mayRetry(fileId: string): boolean
}

function statusOf(state: StatusState, files: readonly StatusFile[], allComplete: boolean, allPaused: boolean) {
  if (state.error) return 'error'
  if (allComplete) return 'complete'
  if (allPaused) return 'paused'
  let status: RunStatus = 'waiting'
  for (const { progress } of files) {
    // A photo prepared just before it is sent has started its run, but is not being sent yet.
    if (progress.uploadStarted && !progress.uploadComplete && !progress.preprocess) return 'uploading'
    if (progress.preprocess) status = 'preprocessing'
    else if (progress.postprocess && status !== 'preprocessing') status = 'postprocessing'
  }
  // A run has taken its files and not started one yet: the press was heard, the upload is under way.
  if (status === 'waiting' && Object.keys(state.currentUploads).length > 0) return 'uploading'
  return status
}

/** The status bar of a state as Uppy's Dashboard `StatusBar` decides it, but a paused run is a status of its own, and
 * "Ponów" also sends the files added since a failed run (Uppy's `upload()` does; its bar offered no way to it). */
export function readStatusBar(state: StatusState, facts: PanelFacts): StatusBarView {
  const files = Object.values(state.files)
  let inProgress = 0
  let paused = 0
  let filesComplete = 0
  let waiting = 0
  let failed = 0
  let toRetry = 0
  let sent = 0
  let total: number | null = 0
  let filesInRun = 0
  let processing = 0
  let taken: Set<string> | undefined
  for (const file of files) {
    const { progress } = file
    const started = !!progress.uploadStarted
    if (started && !progress.uploadComplete) {
      inProgress++
      if (file.isPaused) paused++
    }
    if (progress.uploadComplete) filesComplete++
    if (file.error) {
      failed++
      if (facts.mayRetry(file.id)) toRetry++
    } else if (!started) {
      // A run holds the files it pre-processes before they start: they are not waiting.
      taken ??= new Set(Object.values(state.currentUploads).flatMap((upload) => upload.fileIDs))
      if (!taken.has(file.id)) waiting++
    }
    if (progress.preprocess || progress.postprocess) processing++
    if (started || progress.preprocess || progress.postprocess) {
      filesInRun++
      sent += progress.bytesUploaded || 0
      if (total !== null && progress.bytesTotal) total += progress.bytesTotal
      else total = null
    }
  }
  // As Uppy's `isAllComplete`: its total (the header reads it too) says 100 and no sent file is still post-processed.
  const allComplete =
    files.length > 0 && filesComplete === files.length && processing === 0 && state.totalProgress === 100
  const allPaused = inProgress > 0 && paused === inProgress
  const status = statusOf(state, files, allComplete, allPaused)
  const step = status === 'preprocessing' || status === 'postprocessing' ? processingOf(files) : null
  let progress: number | null = state.totalProgress
  if (step?.mode === 'determinate') progress = Math.round((step.value ?? 0) * 100)
  if (status === 'error') progress = null
  let retry: RetryAction | null = null
  if (status === 'error' && failed > 0) {
    if (waiting > 0) retry = { sendsWaiting: true, count: waiting + toRetry }
    else if (toRetry > 0) retry = { sendsWaiting: false }
  }
  return {
    status,
    progress,
    indeterminate: step?.mode === 'indeterminate',
    processing: step,
    photos: photoPreparationOf(files),
    sent,
    total: filesInRun > 0 ? total : null,
    filesComplete,
    filesInRun,
    waiting,
    // During a run, files added since are offered beside the progress instead (the "upload more" hint).
    showUpload:
      facts.canUpload &&
      waiting > 0 &&
      state.allowNewUpload &&
      status !== 'error' &&
      status !== 'uploading' &&
      status !== 'paused',
    retry,
    // Files prepared just before they are sent have started: they are paused as files being sent are.
    showPauseResume: status === 'uploading' || status === 'paused' || (status === 'preprocessing' && inProgress > 0),
    showCancel: status !== 'waiting' && status !== 'complete',
    showDone: status === 'complete',
  }
}
