import { useEffect, useRef } from 'react'
import type { PanelContext } from '../core/panelContext'
import type { PanelUppy } from '../core/panelTypes'
import { keepForReload } from './keepForReload'

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
 * Keeps the panel's files for a reload (./keepForReload.ts, loaded on demand) while the panel has a
 * key and the member is not signed out. A changed key, or a `null` token, deletes
 * what the previous key kept; an unmount keeps it for the next mount.
 */
export function useRestoredFiles(
  panel: { uppy: PanelUppy; context: PanelContext } | null,
  restoreKey: string | undefined,
  maxAgeMs: number,
  signedOut: boolean,
): void {
  const keptUnder = useRef(restoreKey)
  useEffect(() => {
    const key = signedOut ? undefined : restoreKey
    if (keptUnder.current !== undefined && keptUnder.current !== key) void clearRestoredFiles(keptUnder.current)
    keptUnder.current = key
    if (!panel || key === undefined) return
    return keepForReload(panel.uppy, panel.context, { restoreKey: key, maxAgeMs })
  }, [panel, restoreKey, maxAgeMs, signedOut])
}
