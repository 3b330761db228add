import type { PanelUppy } from '../panel/createPanelController'

/** What stays behind the open card: out of reach for keyboard and screen readers meanwhile. */
const BEHIND_THE_CARD = [
  '.uppy-Dashboard-files',
  '.uppy-DashboardContent-bar:not(.uppy-Dashboard-FileCard *)',
  '.uppy-Dashboard-progressindicators',
]

/**
 * The file-edit card as a dialog should behave, which Uppy's inline Dashboard
 * does not: Escape closes it; while it is open the list and status bar behind
 * it are inert; its heading is not a page-level h1; closing it returns focus to
 * the edit button of the file that was edited (Uppy would move it to the upload button).
 */
export function installFileCardBehaviour(root: HTMLElement, uppy: PanelUppy): () => void {
  // Between "edit complete" and the end of its slide-out animation the card is still in the DOM.
  let closing = false
  const openCard = () => (closing ? null : root.querySelector('.uppy-Dashboard-FileCard'))

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const card = openCard()
    // Focus moves into the card a moment after it opens (and leaves the inert list for the
    // page body meanwhile): Escape in the panel or on the bare page closes this panel's card.
    const focus = document.activeElement
    if (!card || !(root.contains(focus) || focus === document.body)) return
    event.preventDefault()
    card.querySelector<HTMLButtonElement>('.uppy-DashboardContent-back')?.click()
  }

  let pendingFocus: ReturnType<typeof setTimeout> | undefined
  const returnFocus = (file: { id: string } | undefined) => {
    if (!file) return
    closing = true
    syncWithCard()
    clearTimeout(pendingFocus)
    // After the Dashboard re-rendered the list, before its own debounced focus move (260 ms).
    pendingFocus = setTimeout(() => {
      const item = root.querySelector(`[id="uppy_${CSS.escape(file.id)}"]`)
      item?.querySelector<HTMLElement>('.uppy-Dashboard-Item-action--edit')?.focus()
    }, 0)
  }

  function syncWithCard() {
    const card = openCard()
    for (const element of root.querySelectorAll<HTMLElement>(BEHIND_THE_CARD.join(','))) {
      if (element.inert !== !!card) element.inert = !!card
    }
    const heading = card?.querySelector('[role="heading"]')
    // The host page owns the h1; the card is a section of the panel.
    if (heading && heading.getAttribute('aria-level') !== '2') heading.setAttribute('aria-level', '2')
  }
  const observer = new MutationObserver(syncWithCard)
  observer.observe(root, { childList: true, subtree: true })

  document.addEventListener('keydown', closeOnEscape)
  const cardOpened = () => {
    closing = false
  }
  uppy.on('dashboard:file-edit-start', cardOpened)
  uppy.on('dashboard:file-edit-complete', returnFocus)
  return () => {
    uppy.off('dashboard:file-edit-start', cardOpened)
    observer.disconnect()
    clearTimeout(pendingFocus)
    document.removeEventListener('keydown', closeOnEscape)
    uppy.off('dashboard:file-edit-complete', returnFocus)
  }
}
