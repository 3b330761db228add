/**
 * What the restore/RestoreKeeper.*.test.ts files share: a page with a fresh IndexedDB for each test, and panels
 * mounted on it with the keeper, as the component wires them.
 */
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { vi } from 'vitest'
import { createPanelController, type PanelController } from '../panel/createPanelController'
import { RestoreKeeper } from '../restore/RestoreKeeper'
import * as store from '../restore/restoreStore'
import { installFakeXhr } from './fakeXhr'
import { createTestConfig, settle, type TestConfig } from './panelHarness'

/** One mounted panel with the keeper, as the component wires them. */
export interface MountedPanel {
  controller: PanelController
  keeper: RestoreKeeper
  config: TestConfig
  /** Unmounts as React does: the controller is destroyed, the keeper stopped in the same task. */
  unmount(): void
}

/** The panels mounted in the current test, unmounted after it. */
export const mounted: MountedPanel[] = []

/** `beforeKeeper` runs between the two: what the panel did before the keeper's chunk had loaded. */
export function mount(
  restoreKey = 'member-a',
  config = createTestConfig(),
  beforeKeeper?: (controller: PanelController) => void,
): MountedPanel {
  const controller = createPanelController(`panel-${mounted.length}`, () => config)
  beforeKeeper?.(controller)
  const keeper = new RestoreKeeper(controller.uppy, controller.context, { restoreKey, maxAgeMs: 3_600_000 })
  const panel = {
    controller,
    keeper,
    config,
    unmount() {
      controller.destroy()
      keeper.stop()
    },
  }
  mounted.push(panel)
  return panel
}

/** Lets the store calls made so far finish, and what they started (content checks, restores). */
export async function settled(panel: MountedPanel) {
  for (let round = 0; round < 3; round++) {
    await panel.keeper.settled()
    await settle()
  }
}

export const keptNames = async (restoreKey = 'member-a') =>
  (await store.readFiles(restoreKey, Date.now())).map(({ record }) => [record.name, record.state])
export const listedNames = (panel: MountedPanel) => panel.controller.uppy.getFiles().map((file) => file.meta.name)

/** Opens the page for a test: a fresh IndexedDB, the panel's address and a fake network, which it returns. */
export function openPage() {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('location', { href: 'https://panel.test/' })
  return installFakeXhr()
}

/** Unmounts every panel the test mounted, empties the store and restores the globals. */
export async function leavePage() {
  for (const panel of mounted.splice(0)) panel.unmount()
  await store.clearRestoredFiles()
  vi.unstubAllGlobals()
}
