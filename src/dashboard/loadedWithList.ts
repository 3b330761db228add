import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Repairs a chunk brings, and how to remove what they installed. */
export interface LoadedRepairs {
  repairs: readonly DashboardRepair[]
  stop(): void
}

/**
 * One repair standing for those `load` brings: nothing until a file is listed, then it loads them (once) and
 * runs them on that pass and every later one. A chunk that cannot load (offline, a new deploy) leaves the
 * list as the Dashboard draws it. `stop` removes what they installed, also once they load after it.
 */
export function loadedWithList(load: () => Promise<LoadedRepairs>): { repair: DashboardRepair; stop: () => void } {
  let loaded: LoadedRepairs | undefined
  let loading = false
  let stopped = false
  const run: DashboardRepair = (root, changes) => {
    for (const repair of loaded?.repairs ?? []) repair(root, changes)
    if (loading || stopped || !root.querySelector(markup.fileItem)) return
    loading = true
    load().then(
      (chunk) => {
        loaded = chunk
        if (stopped) chunk.stop()
        else run(root)
      },
      () => {},
    )
  }
  return {
    repair: run,
    stop: () => {
      stopped = true
      loaded?.stop()
    },
  }
}
