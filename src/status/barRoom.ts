/** The bar's height, for the list, "add more" and the drop hint to end above it (../styles.css). */
export const BAR_ROOM = '--aup-statusbar-room'

/** On the bar's container while the bar is shown. */
const BAR_SHOWN = 'data-aup-bar-shown'

/** The elements under the panel's Dashboard that end above the bar: the list, "add more" and the drop hint. */
const ROOM_TAKERS = ['.uppy-Dashboard-files', '.uppy-Dashboard-AddFilesPanel', '.uppy-Dashboard-dropFilesHereHint']

let barsKept = 0

/**
 * Keeps the status bar's height on the elements that end above it while it is shown. The bar lies over the bottom
 * of the Dashboard's box instead of under a box made shorter for it: Uppy redraws its whole list whenever its box
 * changes size (a `ResizeObserver` in @uppy/dashboard 6.0.3 `lib/Dashboard.js:360`), and the bar comes with the
 * first listed file, goes, and changes height as a run starts and ends and when its text wraps. Read from the
 * observer, after layout: no layout is forced. Written, only when it changes, by a rule of a sheet of the bar's
 * own (adopted by its document or shadow root) on those few elements alone, where the room does not inherit
 * (`@property` in ../styles.css): written on their container it restyled every row under it, 400–500 elements
 * for 20 files, in the frames that start a run (18–32 ms under a 4× slower CPU). Returns a function that stops it
 * and takes the rule away.
 */
export function keepRoomForBar(bar: HTMLElement): () => void {
  const container = bar.parentElement
  const view = bar.ownerDocument.defaultView
  const root = bar.getRootNode()
  if (!container || !view || !(root instanceof view.Document || root instanceof view.ShadowRoot)) return () => {}
  let room: string | undefined
  let sheet: CSSStyleSheet | undefined
  // Marks the bar's container while it is shown, for the room's rules (../styles.css): a `:has(> .aup-statusbar)`
  // there was not matched again in WebKit 2.50 when the bar came back after the file card, and the list ran under it.
  container.toggleAttribute(BAR_SHOWN, true)
  const scope = `${++barsKept}`
  const takers = ROOM_TAKERS.map((taker) => `[data-aup-bar-room="${scope}"] ${taker}`).join(', ')
  const observer = new view.ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize
    // The room's initial value is the bar's height while files wait, the first it shows with: nothing is written,
    // adopted or marked until the room changes, so the frame in which files are first listed does no more. Read
    // here, after layout, where the style is fresh: read as the bar is attached it would force a style pass.
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
