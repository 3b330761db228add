/** The bar's height on its container, for the list, the file card and "add more" to end above it (../styles.css). */
export const BAR_ROOM = '--aup-statusbar-room'

/**
 * Keeps the status bar's height on its container while it is shown. The bar lies over the bottom of the
 * Dashboard's box instead of under a box made shorter for it: Uppy redraws its whole list whenever its box
 * changes size (a `ResizeObserver` in @uppy/dashboard 6.0.3 `lib/Dashboard.js:360`), and the bar comes with the
 * first listed file, goes, and grows when its text wraps. Read from the observer, after layout: no layout is
 * forced, and the style it reads is fresh. Written only when it changes: the room is inherited by the whole list,
 * which a write restyles, and the bar's first height is the room's default (../styles.css). Returns a function
 * that stops it and takes the height away.
 */
export function keepRoomForBar(bar: HTMLElement): () => void {
  const container = bar.parentElement
  const view = bar.ownerDocument.defaultView
  if (!container || !view) return () => {}
  const observer = new view.ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize
    if (!height) return
    const room = `${Math.ceil(height)}px`
    if (view.getComputedStyle(container).getPropertyValue(BAR_ROOM).trim() !== room) {
      container.style.setProperty(BAR_ROOM, room)
    }
  })
  observer.observe(bar)
  return () => {
    observer.disconnect()
    container.style.removeProperty(BAR_ROOM)
  }
}
