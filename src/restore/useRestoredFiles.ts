import { useEffect, useRef } from 'react'
import type { PanelController } from '../panel/createPanelController'

/**
 * Deletes what the panel kept for a reload under `restoreKey`, or with no key everything it kept
 * on this origin: call it when the member signs out. Never rejects; loads the store on demand.
 */
export const clearRestoredFiles = (restoreKey?: string): Promise<void> =>
  import('./restoreStore')
    .then((store) => store.clearRestoredFiles(restoreKey))
    // The chunk itself may fail to load (offline): the sign-out must go on.
    .catch(() => undefined)

/**
 * Installs the restore store (loaded on demand: hosts without `restoreKey` never load it) while
 * the panel has a key and the member is not signed out. A changed key, or a `null` token, deletes
 * what the previous key kept; an unmount keeps it for the next mount.
 */
export function useRestoredFiles(
  controller: PanelController | null,
  restoreKey: string | undefined,
  maxAgeMs: number,
  signedOut: boolean,
): void {
  const keptUnder = useRef(restoreKey)
  useEffect(() => {
    const key = signedOut ? undefined : restoreKey
    if (keptUnder.current !== undefined && keptUnder.current !== key) void clearRestoredFiles(keptUnder.current)
    keptUnder.current = key
    if (!controller || key === undefined) return
    let stopped = false
    let keeper: { stop(): void } | undefined
    import('./RestoreKeeper')
      .then(({ RestoreKeeper }) => {
        if (!stopped) keeper = new RestoreKeeper(controller.uppy, controller.context, { restoreKey: key, maxAgeMs })
      })
      // The chunk could not load (offline, a new deploy): the panel works on as without a key.
      .catch(() => undefined)
    return () => {
      stopped = true
      keeper?.stop()
    }
  }, [controller, restoreKey, maxAgeMs, signedOut])
}
