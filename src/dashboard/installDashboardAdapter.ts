import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import { accessibilityRepairs } from './accessibilityRepairs'
import * as markup from './dashboardMarkup'
import { showErrorDetailsInPanel } from './errorDetails'
import { keepFocusInPanel } from './keepFocusInPanel'
import { keepPasteInPanel } from './keepPasteInPanel'
import { limitRedrawsWhileUploading, type RedrawnPlugin } from './limitRedraws'
import { loadedWithList } from './loadedWithList'
import { observeDashboard } from './observeDashboard'
import { rewriteUppyTexts } from './uppyTexts'

const isRedrawn = (plugin: unknown): plugin is RedrawnPlugin =>
  typeof (plugin as Partial<RedrawnPlugin> | undefined)?.update === 'function'

/** What the adapter asks the panel about failed files. */
export interface FailedFiles {
  /** Shows why these files failed, in the panel, with one announcement. */
  showFileErrors(fileIds: readonly string[]): void
  /** What the member can do about a failed file. */
  remedyOf(fileId: string): FailureRemedy
}

/**
 * Everything the panel adds to Uppy's Dashboard from outside — markup repairs
 * (accessibility, Polish number formats, each failed
 * file's reason in its row), the file card's dialog behaviour, focus kept in
 * the panel, a failed file's details shown in the panel instead of an `alert()`, the
 * paste guard, and fewer redraws during a run — on the element that holds the
 * Dashboard (already mounted), with one observer.
 * Returns a function that removes all of it.
 */
export function installDashboardAdapter(root: HTMLElement, uppy: PanelUppy, failedFiles: FailedFiles): () => void {
  const listChunk = loadedWithList(() =>
    import('./listRepairs').then((chunk) => chunk.listRepairs(root, uppy, failedFiles.remedyOf)),
  )
  const focus = keepFocusInPanel(root)
  const dashboard = uppy.getPlugin(markup.pluginId)
  const stops = [
    isRedrawn(dashboard) ? limitRedrawsWhileUploading(dashboard, root) : () => {},
    observeDashboard(root, {
      // The focus rule may not wait for a frame: the Dashboard's own focus move is a 260 ms timer, and a slow
      // device's next frame can come later than that (WebKit under load).
      immediate: [rewriteUppyTexts, focus.repair],
      perFrame: [...accessibilityRepairs, listChunk.repair],
    }),
    listChunk.stop,
    focus.stop,
    keepPasteInPanel(root),
    showErrorDetailsInPanel(root, failedFiles.showFileErrors),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
