import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/**
 * One repair standing for those `load` brings: nothing until a file is listed, then it loads them (once) and
 * runs them on that pass and every later one. A chunk that cannot load (offline, a new deploy) leaves the
 * list as the Dashboard draws it.
 */
export function loadedWithList(load: () => Promise<readonly DashboardRepair[]>): DashboardRepair {
  let loaded: readonly DashboardRepair[] = []
  let loading = false
  const run: DashboardRepair = (root, changes) => {
    for (const repair of loaded) repair(root, changes)
    if (loading || !root.querySelector(markup.fileItem)) return
    loading = true
    load().then(
      (repairs) => {
        loaded = repairs
        run(root)
      },
      () => {},
    )
  }
  return run
}
