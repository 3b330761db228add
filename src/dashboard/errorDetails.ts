import type { PanelUppy } from '../core/panelTypes'
import { MOST_FAILURE_NOTICES } from '../feedback/failureReport'
import * as markup from './dashboardMarkup'

/**
 * The Dashboard's "?" buttons — beside a failed file, and in the status bar
 * after a failed run — open the browser's `alert()` with the error: a modal
 * outside the panel, in the browser's language for its button. The click is
 * stopped before it reaches the button (capture phase), and `show` tells the
 * member in the panel instead: the file's reason, or those of the run's first failed files.
 * Returns a function that removes the listener.
 */
export function showErrorDetailsInPanel(
  root: HTMLElement,
  uppy: PanelUppy,
  show: (fileId: string) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(
      `${markup.fileErrorDetails}, ${markup.statusErrorDetails}`,
    )
    if (!button || !root.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    const fileId = button.closest(markup.fileItem)?.id.replace(/^uppy_/, '')
    const failedIds = uppy
      .getFiles()
      .filter((file) => file.error)
      .map((file) => file.id)
    for (const id of fileId ? [fileId] : failedIds.slice(0, MOST_FAILURE_NOTICES)) show(id)
  }
  root.addEventListener('click', onClick, true)
  return () => root.removeEventListener('click', onClick, true)
}
