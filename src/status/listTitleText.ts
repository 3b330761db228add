import type { PanelUppy } from '../core/panelTypes'
import type { RunEndCounts } from '../i18n/messages'
import * as messages from '../i18n/messages'

/** What the title needs to know of a listed file (a subset of Uppy's file). */
export interface ListedFile {
  error?: string | null | undefined
  isPaused?: boolean | undefined
  progress: {
    uploadStarted?: number | null | undefined
    uploadComplete?: boolean | undefined
    preprocess?: unknown
    postprocess?: unknown
  }
}

type BetweenRuns = { waiting: number; ended?: RunEndCounts } | { ended: RunEndCounts }

/** During a run, the title counts all the run's files, done, failed and paused alike, as the list shows them (Uppy
 * counted only those still on their way). Null when none is being sent (all paused or being processed). */
export function duringRun(
  files: Readonly<Record<string, ListedFile>>,
  runs: Readonly<Record<string, { fileIDs: readonly string[] }>>,
): { running: number } | null {
  const ofRuns = new Set(Object.values(runs).flatMap((run) => run.fileIDs.filter((id) => id in files)))
  const sending = [...ofRuns].some((id) => {
    const file = files[id]
    if (!file || file.isPaused || file.error) return false
    const { progress } = file
    // A photo prepared just before it is sent (`resizePhotos`) is processed, not sent, meanwhile.
    return !!progress.uploadStarted && !progress.uploadComplete && !progress.preprocess
  })
  return sending ? { running: ofRuns.size } : null
}

/** Between runs (null while a file is in flight, paused or processed), the files the upload button sends next, and
 * how the last run ended while its files are listed ("1 plik wybrany" beside three listed would leave two unnamed). */
export function betweenRuns(files: readonly ListedFile[], runInProgress: boolean): BetweenRuns | null {
  if (runInProgress) return null
  let waiting = 0
  const ended = { sent: 0, failed: 0 }
  for (const { error, progress } of files) {
    if (error) ended.failed++
    else if (progress.preprocess || progress.postprocess) return null
    else if (progress.uploadComplete) ended.sent++
    else if (!progress.uploadStarted) waiting++
    else return null
  }
  const anyEnded = ended.sent + ended.failed > 0
  if (waiting > 0) return anyEnded ? { waiting, ended } : { waiting }
  return anyEnded ? { ended } : null
}

/** The state of a run in the few words of the list's title, in Uppy's phrases where it has them. */
export function listTitleText(
  i18n: PanelUppy['i18n'],
  files: Readonly<Record<string, ListedFile>>,
  runs: Readonly<Record<string, { fileIDs: readonly string[] }>>,
): string {
  const running = Object.keys(runs).length > 0
  const list = running ? duringRun(files, runs) : betweenRuns(Object.values(files), false)
  if (list && 'running' in list) return i18n('uploadingXFiles', { smart_count: list.running })
  if (list && 'waiting' in list) {
    const waiting = i18n('xFilesSelected', { smart_count: list.waiting })
    return list.ended ? messages.runEndWithWaitingHeader(list.ended, waiting) : waiting
  }
  if (list) return messages.runEndHeader(list.ended)
  // Paused or being processed: said as Uppy's header says it.
  const all = Object.values(files)
  const processing = all.filter(({ progress }) => progress.preprocess || progress.postprocess).length
  if (processing > 0) return i18n('processingXFiles', { smart_count: processing })
  const inFlight = all.filter(({ progress }) => progress.uploadStarted && !progress.uploadComplete)
  if (inFlight.length > 0 && inFlight.every((file) => file.isPaused)) return i18n('uploadPaused')
  return i18n('uploadingXFiles', { smart_count: inFlight.filter((file) => !file.isPaused).length })
}
