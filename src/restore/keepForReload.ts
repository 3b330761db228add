import { onDemand } from '../core/onDemand'
import type { PanelContext } from '../core/panelContext'
import type { PanelUppy } from '../core/panelTypes'
import * as unavailable from '../i18n/unavailableChunks'
import type { RestoreOptions } from './RestoreKeeper'

type KeeperChunk = Pick<typeof import('./RestoreKeeper'), 'RestoreKeeper'>

/** Shared by every panel of the page; a failed load is tried again. */
const keeperChunk = onDemand<KeeperChunk>(() => import('./RestoreKeeper'))

/**
 * Hosts without `restoreKey` never load the chunk. If it fails (new deploy, dropped connection) the panel works as
 * keyless, the member is told, and the next added files retry the load. Returns what stops it.
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
