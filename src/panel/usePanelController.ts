import { useEffect, useState } from 'react'
import type { PanelLiveConfig } from '../core/panelTypes'
import { createPanelController, type PanelController } from './createPanelController'

/** One controller (one Uppy) per mounted panel, created in an effect and destroyed in its cleanup: so React 19
 * StrictMode's simulated unmount leaves no destroyed instance in use. */
export function usePanelController<TBody, TErrorBody>(
  id: string,
  config: { readonly current: PanelLiveConfig<TBody, TErrorBody> },
): PanelController | null {
  const [controller, setController] = useState<PanelController | null>(null)
  useEffect(() => {
    const created = createPanelController<TBody, TErrorBody>(id, () => config.current)
    setController(created)
    return () => {
      created.destroy()
      setController(null)
    }
  }, [id, config])
  return controller
}
