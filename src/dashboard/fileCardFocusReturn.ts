import type { PanelFile, PanelUppy } from '../core/panelTypes'
import * as markup from './dashboardMarkup'

/** Longer than the Dashboard's debounced focus move, 260 ms after its last update, which can take the focus to another
 * control after the card closed: @uppy/dashboard 6.0.3 `lib/utils/createSuperFocus.js:45`. */
const AFTER_DASHBOARD_FOCUS_MS = 320

/** Returns the focus to the closed card's file's edit button, as a dialog's closing does (Uppy moves it to the upload
 * button), after the list's redraw and after Uppy's own move, unless the member typed or clicked since to move it. */
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
