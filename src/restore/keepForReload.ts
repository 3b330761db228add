import { onDemand } from '../core/onDemand'
import type { PanelContext } from '../core/panelContext'
import type { PanelUppy } from '../core/panelTypes'
import * as unavailable from '../i18n/unavailableChunks'
import type { RestoreOptions } from './RestoreKeeper'

type KeeperChunk = Pick<typeof import('./RestoreKeeper'), 'RestoreKeeper'>

/** The restore store's chunk, shared by every panel of the page; a failed load is tried again. */
const keeperChunk = onDemand<KeeperChunk>(() => import('./RestoreKeeper'))

/**
 * Keeps the listed files for a reload under `options.restoreKey` once the restore chunk has loaded (hosts
 * without `restoreKey` never load it). Where it cannot load (a new deploy, a dropped connection) the panel
 * works on as without a key, the member is told that chosen files will not come back after a reload, and
 * the chunk is asked for again when files are next added. Returns what stops it.
 */
export function keepForReload(
  uppy: PanelUppy,
  context: PanelContext,
  options: RestoreOptions,
  load: () => Promise<KeeperChunk> = keeperChunk,
): () => void {
  let stopped = false
  let keeper: { stop(): void } | undefined
  const tryAgain = () => {
    uppy.off('files-added', tryAgain)
    start()
  }
  const start = () => {
    load().then(
      ({ RestoreKeeper }) => {
        if (!stopped) keeper = new RestoreKeeper(uppy, context, options)
      },
      () => {
        if (stopped) return
        context.feedback.tell('warning', unavailable.restoreUnavailable)
        uppy.on('files-added', tryAgain)
      },
    )
  }
  start()
  return () => {
    stopped = true
    uppy.off('files-added', tryAgain)
    keeper?.stop()
  }
}
