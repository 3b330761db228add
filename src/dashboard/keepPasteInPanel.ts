/** The Dashboard adds pasted files from its element and again from a document listener: one paste would add each twice
 * (the second reported as a duplicate). Upstream: @uppy/dashboard 6.0.3 `lib/Dashboard.js:476` (`handlePaste`, the
 * root's `onPaste`) and `:607` (`handlePasteOnBody`, added on `document` at `:662`) both add the clipboard's files. */
export function keepPasteInPanel(root: HTMLElement): () => void {
  const stopAtPanel = (event: ClipboardEvent) => {
    if (event.clipboardData?.files.length) event.stopPropagation()
  }
  root.addEventListener('paste', stopAtPanel)
  return () => root.removeEventListener('paste', stopAtPanel)
}
