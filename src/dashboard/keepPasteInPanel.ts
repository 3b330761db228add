/**
 * The Dashboard adds pasted files from its own element and again from a
 * document listener, so one paste would add every file twice (and report the
 * second as a duplicate). A paste that reached the panel stops there.
 */
export function keepPasteInPanel(root: HTMLElement): () => void {
  const stopAtPanel = (event: ClipboardEvent) => {
    if (event.clipboardData?.files.length) event.stopPropagation()
  }
  root.addEventListener('paste', stopAtPanel)
  return () => root.removeEventListener('paste', stopAtPanel)
}
