import type { PanelContext } from '../core/panelContext'
import type { PanelFile, PanelUppy, RestoredSource } from '../core/panelTypes'
import type { FailureRecord } from '../core/uploadFailure'
import { clientKeyOf, RESTORE_META } from './keptFile'
import * as restoreMessages from './restoreMessages'
import type { RestoredFile } from './restoreStore'

/**
 * Lists kept files again through `addFiles`, so the panel's intake checks, restrictions and places
 * apply as to any file the member adds, and says once what came back. A file that was being sent
 * when the page went away comes back failed, with a reason that says the server may have it: the
 * upload button and "Ponów" leave it be (remedy `confirm`); only its own retry button sends it.
 * Returns the client keys of the files the intake refused, which are not kept any more.
 */
export function bringBack(uppy: PanelUppy, context: PanelContext, found: readonly RestoredFile[]): string[] {
  // Uppy refuses a whole add that exceeds its count: the files that fit come back, the others are
  // added apart, so the intake refuses them with its own notice (the places shrank since the reload).
  const { maxNumberOfFiles } = uppy.opts.restrictions
  const places = maxNumberOfFiles == null ? found.length : Math.max(0, maxNumberOfFiles - uppy.getFiles().length)
  for (const batch of [found.slice(0, places), found.slice(places)]) {
    try {
      if (batch.length > 0) uppy.addFiles(batch.map(toDescriptor))
    } catch {
      // Every file was refused: the intake has said why.
    }
  }
  const listed = new Map<string, PanelFile>()
  for (const file of uppy.getFiles()) {
    const key = clientKeyOf(file)
    if (key !== undefined) listed.set(key, file)
  }
  const restored = found.filter(({ record }) => listed.has(record.clientKey))
  // Uppy names an added file after its data; the member's edit in the file card is the meta's name.
  for (const { record } of restored) {
    const file = listed.get(record.clientKey)
    if (file && file.meta.name !== record.name) uppy.setFileMeta(file.id, { name: record.name })
  }
  const uncertain = restored.filter(({ record }) => record.state === 'sending')
  for (const { record } of uncertain) {
    const file = listed.get(record.clientKey)
    if (file) markUncertain(uppy, context, file)
  }
  // The status bar shows a failed file as failed only with Uppy's panel-wide error (otherwise as
  // "uploading"); its "Ponów" then reads "Prześlij N plików" and sends the others (status/StatusBarActions.tsx).
  // What core/globalError.ts's syncGlobalError sets, which this on-demand chunk may not import.
  if (uncertain.length > 0) uppy.setState({ error: restoreMessages.sentWhenPageClosed })
  if (restored.length > 0) {
    // With a file the member must check, the notice stays until dismissed (its row says so too).
    const text = restoreMessages.filesRestored(restored.length, uncertain.length)
    context.feedback.tell('info', text, uncertain.length > 0 ? 0 : undefined)
  }
  return found.filter(({ record }) => !listed.has(record.clientKey)).map(({ record }) => record.clientKey)
}

function markUncertain(uppy: PanelUppy, context: PanelContext, file: PanelFile): void {
  const message = restoreMessages.sentWhenPageClosed
  const failure: FailureRecord = {
    kind: 'no-answer',
    status: 0,
    fileMessage: message,
    noticeMessage: message,
    resendable: false,
    remedy: 'confirm',
  }
  context.failures.record(file.id, failure)
  // Started, as a failed file is: not counted among the new files the upload button sends.
  const progress = { ...file.progress, uploadStarted: Date.now() } as PanelFile['progress']
  uppy.setFileState(file.id, { error: message, progress })
}

function toDescriptor({ record, data }: RestoredFile) {
  return {
    name: record.originalName,
    type: record.type,
    data: new File([data], record.originalName, { type: record.type, lastModified: record.lastModified }),
    meta: { [RESTORE_META]: record.clientKey },
    source: 'restore' satisfies RestoredSource,
  }
}

/**
 * Waits for usable limits: with a host that loads its settings after mounting, an intake that
 * accepts nothing yet would refuse (and so delete) every restored file. The intake applies new
 * limits with Uppy's setOptions, which updates the state. Gives up when `stopped`.
 */
export function limitsUsable(uppy: PanelUppy, context: PanelContext, stopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!context.getConfig().limits.valid && !stopped()) return
      uppy.off('state-update', check)
      resolve()
    }
    uppy.on('state-update', check)
    check()
  })
}
