import * as markup from './dashboardMarkup'

/** A failed file's "?" opens `alert()` (@uppy/dashboard 6.0.3 `lib/components/FileItem/FileInfo/index.js:48`,
 * `ErrorButton`), a modal outside the panel in the browser's language: caught before the button, `show` gives why. */
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
