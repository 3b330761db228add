import type { State } from '@uppy/core'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { runInProgress } from '../core/runInProgress'
import type { RunEndCounts } from '../i18n/messages'
import * as messages from '../i18n/messages'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** What the header needs to know of a listed file (a subset of Uppy's file). */
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

/** What the header says between runs: the files waiting to be sent, or how the last run ended. */
export type BetweenRuns = { waiting: number } | { ended: RunEndCounts }

/** What the header says: between runs, or during one while its files are being sent. */
export type HeaderList = BetweenRuns | { running: number }

/**
 * While a run sends its files, the header counts the files of the run: those the member sent with
 * one press, done, failed and paused alike, as the list shows them. Uppy counts only the files
 * still on their way, so the header read "Przesyłanie 2 plików" beside three files, one of them
 * sent. Null when no file of a run is being sent (all paused, or being processed): Uppy's text.
 */
export function duringRun(
  files: Readonly<Record<string, ListedFile>>,
  runs: Readonly<Record<string, { fileIDs: readonly string[] }>>,
): { running: number } | null {
  const ofRuns = new Set(Object.values(runs).flatMap((run) => run.fileIDs.filter((id) => id in files)))
  const sending = [...ofRuns].some((id) => {
    const file = files[id]
    return file && !file.isPaused && !file.error && file.progress.uploadStarted && !file.progress.uploadComplete
  })
  return sending ? { running: ofRuns.size } : null
}

/**
 * What the list holds between runs, or null while Uppy's own header is right: a run in
 * progress, or a file in flight, paused or being processed. Files waiting come first:
 * they are what the upload button sends next (Uppy would call them "Przesyłanie 1 pliku"
 * beside a failed file, which it still counts as uploading).
 */
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
  if (waiting > 0) return { waiting }
  return ended.sent + ended.failed > 0 ? { ended } : null
}

type PanelState = State<PanelMeta, PanelBody>

/** Uppy's own phrases where the panel counts differently ("1 plik wybrany", "Przesyłanie 3 plików"), so all read alike. */
const headerText = (uppy: PanelUppy, list: HeaderList) => {
  if ('waiting' in list) return uppy.i18n('xFilesSelected', { smart_count: list.waiting })
  if ('running' in list) return uppy.i18n('uploadingXFiles', { smart_count: list.running })
  return messages.runEndHeader(list.ended)
}

/**
 * Uppy's list header keeps describing a run that has ended: "Przesyłanie 2 plików"
 * after every file failed (its Dashboard never passes `isAllErrored`), "0 plików
 * wybranych" or "Przesyłanie ukończone" after success; during a run it counts only the
 * files still on their way. Between runs the header's text node says what happened instead,
 * with the counts (or which files wait), and during a run how many files the run sends
 * (`duringRun`). Where the panel has nothing to add (paused, processing) Uppy's text is put
 * back: Preact writes the node only when its own value changes.
 * `repair` runs with the other repairs, and again when a run starts or ends, which
 * need not change the Dashboard's markup.
 */
export function headerAfterRun(root: HTMLElement, uppy: PanelUppy): { repair: DashboardRepair; stop: () => void } {
  const replaced = new WeakMap<Text, { uppyText: string; ours: string }>()
  // The repair runs on every change of the Dashboard; the files are looked at again only when they changed.
  let seen: { files: PanelState['files']; uploads: PanelState['currentUploads']; list: HeaderList | null } | undefined
  const listNow = () => {
    const state = uppy.getState()
    if (seen?.files !== state.files || seen.uploads !== state.currentUploads) {
      seen = {
        files: state.files,
        uploads: state.currentUploads,
        list: runInProgress(state)
          ? duringRun(state.files, state.currentUploads)
          : betweenRuns(Object.values(state.files), false),
      }
    }
    return seen.list
  }
  const repair: DashboardRepair = () => {
    const node = root.querySelector(markup.listTitle)?.firstChild
    if (node?.nodeType !== Node.TEXT_NODE) return
    const text = node as Text
    let saved = replaced.get(text)
    // Uppy wrote a text of its own since: that is its text now.
    if (saved && text.data !== saved.ours) {
      replaced.delete(text)
      saved = undefined
    }
    const list = listNow()
    const ours = list && headerText(uppy, list)
    const wanted = ours ?? saved?.uppyText
    if (wanted === undefined || text.data === wanted) return
    if (ours) replaced.set(text, { uppyText: saved?.uppyText ?? text.data, ours })
    else replaced.delete(text)
    text.data = wanted
  }
  const onStateUpdate = (previous: PanelState, next: PanelState) => {
    if (runInProgress(previous) !== runInProgress(next)) repair(root)
  }
  uppy.on('state-update', onStateUpdate)
  return { repair, stop: () => uppy.off('state-update', onStateUpdate) }
}
