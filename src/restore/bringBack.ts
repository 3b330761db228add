import type { PanelContext } from '../core/panelContext'
import type { PanelFile, PanelUppy, RestoredSource } from '../core/panelTypes'
import type { FailureRecord } from '../core/uploadFailure'
import { clientKeyOf, RESTORE_META } from './keptFile'
import * as restoreMessages from './restoreMessages'
import type { RestoredFile } from './restoreStore'

// Re-adds kept files via `addFiles` so intake checks, restrictions and places apply; says once what came back. A file
// mid-send when the page went away comes back failed ("the server may have it", remedy `confirm`): the upload button
// and "Ponów" leave it; only its own retry sends it. Returns the client keys the intake refused (no longer kept).
export function bringBack(uppy: PanelUppy, context: PanelContext, found: readonly RestoredFile[]): string[] {
  // Places may have shrunk since the reload, and Uppy refuses a whole add over its count: what fits comes back, the
  // rest is added apart for the intake's own notice.
  const { maxNumberOfFiles } = uppy.opts.restrictions
  const places = maxNumberOfFiles == null ? found.length : Math.max(0, maxNumberOfFiles - uppy.getFiles().length)
  for (const batch of [found.slice(0, places), found.slice(places)]) {
    try {
      if (batch.length > 0) uppy.addFiles(batch.map(toDescriptor))
    } catch {
      // All refused: the intake has said why.
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
  // As core/globalError.ts's syncGlobalError (not importable here): without Uppy's panel-wide error the status bar
  // shows a failed file as "uploading"; with it "Ponów" reads "Prześlij N plików" (status/StatusBarActions.tsx).
  if (uncertain.length > 0) uppy.setState({ error: restoreMessages.sentWhenPageClosed })
  if (restored.length > 0) {
    // With a file to check, the notice stays until dismissed.
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
  // Started, as a failed file is, so the upload button does not count it as new.
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

// Waits for usable limits (or `stopped`): a host loading settings after mount would have every restored file refused,
// and so deleted. The intake applies limits via Uppy's setOptions, which fires state-update.
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
