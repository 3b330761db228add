import { useEffect, useState } from 'react'
import type { PanelLiveConfig } from '../core/panelTypes'
import { createPanelController, type PanelController } from './createPanelController'

/**
 * One controller (one Uppy instance) per mounted panel. It is created in an
 * effect and destroyed in that effect's cleanup, which is what keeps React 19
 * StrictMode's simulated unmount from leaving a destroyed instance in use.
 */
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
