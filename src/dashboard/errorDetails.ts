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
  show: (fileIds: readonly string[]) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(
      `${markup.fileErrorDetails}, ${markup.statusErrorDetails}`,
    )
    if (!button || !root.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    const item = button.closest<HTMLElement>(markup.fileItem)
    if (item) show([markup.fileIdOfItem(item)])
    else
      show(
        uppy
          .getFiles()
          .filter((file) => file.error)
          .slice(0, MOST_FAILURE_NOTICES)
          .map((file) => file.id),
      )
  }
  root.addEventListener('click', onClick, true)
  return () => root.removeEventListener('click', onClick, true)
}
