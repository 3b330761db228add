import { dashboardMarkup as markup } from './dashboardMarkup'

/**
 * The Dashboard's "?" button beside a failed file opens the browser's `alert()`
 * with the error: a modal outside the panel, in the browser's language for its
 * button. The click is stopped before it reaches the button (capture phase),
 * and `show` tells the member in the panel instead. Returns a function that
 * removes the listener.
 */
export function showErrorDetailsInPanel(root: HTMLElement, show: (fileId: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(markup.fileErrorDetails)
    if (!button || !root.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    const fileId = button.closest(markup.fileItem)?.id.replace(/^uppy_/, '')
    if (fileId) show(fileId)
  }
  root.addEventListener('click', onClick, true)
  return () => root.removeEventListener('click', onClick, true)
}
