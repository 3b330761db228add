import type { PanelFile, PanelUppy } from '../core/panelTypes'
import * as markup from './dashboardMarkup'

/**
 * Longer than the Dashboard's debounced focus move, 260 ms after its last update (@uppy/dashboard 6.0.3
 * `lib/utils/createSuperFocus.js:45`), which can take the focus to another control after the card closed.
 */
const AFTER_DASHBOARD_FOCUS_MS = 320

/**
 * Returns the focus to the edit button of the file whose card closed, as a dialog's closing does (Uppy moves it to
 * the upload button): at once, after the Dashboard drew the list again, and once more after the Dashboard's own move.
 * A member who typed or clicked since the card closed put the focus where they want it: that is not undone.
 */
export function returnFocusFromCard(root: HTMLElement, uppy: PanelUppy): () => void {
  const document = root.ownerDocument
  const pending = new Set<ReturnType<typeof setTimeout>>()
  let lastUserInput = 0
  const noteUserInput = () => {
    lastUserInput = performance.now()
  }
  const cancelPending = () => {
    for (const timer of pending) clearTimeout(timer)
    pending.clear()
  }
  const closed = (file: PanelFile | undefined) => {
    if (!file) return
    const closedAt = performance.now()
    cancelPending()
    const editButton = () =>
      root.querySelector(markup.fileItemSelector(file.id))?.querySelector<HTMLElement>(markup.fileEditButton)
    for (const delay of [0, AFTER_DASHBOARD_FOCUS_MS]) {
      const timer = setTimeout(() => {
        pending.delete(timer)
        const target = editButton()
        const { activeElement, body } = document
        const focusIsOurs = activeElement === body || (activeElement !== null && root.contains(activeElement))
        if (target && activeElement !== target && focusIsOurs && lastUserInput <= closedAt) target.focus()
      }, delay)
      pending.add(timer)
    }
  }
  for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, noteUserInput, true)
  uppy.on('dashboard:file-edit-complete', closed)
  return () => {
    uppy.off('dashboard:file-edit-complete', closed)
    cancelPending()
    for (const type of ['keydown', 'pointerdown']) document.removeEventListener(type, noteUserInput, true)
  }
}
