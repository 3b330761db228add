import * as markup from './dashboardMarkup'

/**
 * The Dashboard's "?" beside a failed file opens the browser's `alert()` with the error
 * (@uppy/dashboard 6.0.3 `lib/components/FileItem/FileInfo/index.js:48`, `ErrorButton`): a modal
 * outside the panel, in the browser's language for its button. The click is stopped before it reaches
 * the button (capture phase), and `show` tells the member in the panel instead: the file's reason.
 * Returns a function that removes the listener.
 */
export function showErrorDetailsInPanel(root: HTMLElement, show: (fileIds: readonly string[]) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(markup.fileErrorDetails)
    if (!button || !root.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    const item = button.closest<HTMLElement>(markup.fileItem)
    if (item) show([markup.fileIdOfItem(item)])
  }
  root.addEventListener('click', onClick, true)
  return () => root.removeEventListener('click', onClick, true)
}
