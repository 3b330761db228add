import type { State } from '@uppy/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'

/** A value of Uppy's state, re-rendering on change: `@uppy/react`'s `useUppyState` (its selector shim every host would
 * ship for the panel alone) on React's own hook, alike on the server. Compared by `Object.is`: select a primitive. */
export function useUppySelection<T extends string | number | boolean>(
  uppy: PanelUppy,
  select: (state: State<PanelMeta, PanelBody>) => T,
): T {
  const subscribe = useCallback((onChange: () => void) => uppy.store.subscribe(onChange), [uppy])
  const selected = () => select(uppy.store.getState())
  return useSyncExternalStore(subscribe, selected, selected)
}
