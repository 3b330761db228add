/**
 * The Dashboard adds pasted files from its own element and again from a
 * document listener, so one paste would add every file twice (and report the
 * second as a duplicate). A paste that reached the panel stops there.
 * Upstream: @uppy/dashboard 6.0.3 `lib/Dashboard.js:476` (`handlePaste`, the root's `onPaste`) and `:607`
 * (`handlePasteOnBody`, added on `document` at `:662`) both add the clipboard's files.
 */
export function keepPasteInPanel(root: HTMLElement): () => void {
  const stopAtPanel = (event: ClipboardEvent) => {
    if (event.clipboardData?.files.length) event.stopPropagation()
  }
  root.addEventListener('paste', stopAtPanel)
  return () => root.removeEventListener('paste', stopAtPanel)
}
