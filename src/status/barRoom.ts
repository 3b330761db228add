/** The bar's height, for the list, "add more" and the drop hint to end above it (../styles.css). */
export const BAR_ROOM = '--aup-statusbar-room'

/** On the bar's container while the bar is shown, for the room's rules (../styles.css): a `:has(> .aup-statusbar)`
 * there was not matched again in WebKit 2.50 when the bar came back after the file card, and the list ran under it. */
const BAR_SHOWN = 'data-aup-bar-shown'

/** Uppy's elements that end above the bar. */
const ROOM_TAKERS = ['.uppy-Dashboard-files', '.uppy-Dashboard-AddFilesPanel', '.uppy-Dashboard-dropFilesHereHint']

let barsKept = 0

/** Keeps the bar's height on what ends above it while shown. The bar lies over the Dashboard's bottom, not under a
 * shorter box: Uppy redraws its whole list when its box resizes (@uppy/dashboard 6.0.3 `lib/Dashboard.js:360`) and the
 * bar comes, goes and changes height. Written on change only, by a rule of the bar's own sheet on those elements alone
 * (not inherited: `@property` in ../styles.css): on their container it restyled all rows. */
export function keepRoomForBar(bar: HTMLElement): () => void {
  const container = bar.parentElement
  const view = bar.ownerDocument.defaultView
  const root = bar.getRootNode()
  if (!container || !view || !(root instanceof view.Document || root instanceof view.ShadowRoot)) return () => {}
  let room: string | undefined
  let sheet: CSSStyleSheet | undefined
  container.toggleAttribute(BAR_SHOWN, true)
  const scope = `${++barsKept}`
  const takers = ROOM_TAKERS.map((taker) => `[data-aup-bar-room="${scope}"] ${taker}`).join(', ')
  const observer = new view.ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize
    // The room's initial value is the waiting bar's height, its first: nothing is written until the room changes, so
    // the frame that first lists files does no more. Read here, after layout: at attach it would force a style pass.
    room ??= view.getComputedStyle(container).getPropertyValue(BAR_ROOM).trim()
    if (!height || `${Math.ceil(height)}px` === room) return
    room = `${Math.ceil(height)}px`
    if (!sheet) {
      sheet = new view.CSSStyleSheet()
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      container.dataset.aupBarRoom = scope
    }
    sheet.replaceSync(`${takers} { ${BAR_ROOM}: ${room}; }`)
  })
  observer.observe(bar)
  return () => {
    observer.disconnect()
    container.removeAttribute(BAR_SHOWN)
    if (!sheet) return
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    delete container.dataset.aupBarRoom
  }
}
