import type { State } from '@uppy/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'

/**
 * A value read from Uppy's state, re-rendering when it changes: what `useUppyState`
 * of `@uppy/react` does, on React's own store hook. `useUppyState` goes through the
 * `use-sync-external-store` selector shim, which every host would ship for the panel
 * alone. The value is compared with `Object.is`, as there: select a primitive.
 */
export function useUppySelection<T extends string | number | boolean>(
  uppy: PanelUppy,
  select: (state: State<PanelMeta, PanelBody>) => T,
): T {
  const subscribe = useCallback((onChange: () => void) => uppy.store.subscribe(onChange), [uppy])
  const selected = () => select(uppy.store.getState())
  // The same reading on the server, as `useUppyState` gives.
  return useSyncExternalStore(subscribe, selected, selected)
}
