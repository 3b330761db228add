import { useEffect, useRef } from 'react'
import type { PanelContext } from '../core/panelContext'
import type { PanelUppy } from '../core/panelTypes'
import { keepForReload } from './keepForReload'

/**
 * Call on sign-out: deletes what the panel kept for a reload under `restoreKey`, or without a key all it kept on this
 * origin. Never rejects; loads the store on demand.
 */
export const clearRestoredFiles = (restoreKey?: string): Promise<void> =>
  import('./restoreStore')
    .then((store) => store.clearRestoredFiles(restoreKey))
    // The chunk may fail to load (offline); sign-out must go on.
    .catch(() => undefined)

/** While keyed and signed in. A changed key or `null` token deletes the previous key's files; unmount keeps them. */
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
