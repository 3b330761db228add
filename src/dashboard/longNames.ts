import * as markup from './dashboardMarkup'
import { breakableName } from './nameBreaks'
import { fitName } from './nameFit'
import type { DashboardRepair } from './observeDashboard'

/** What a name element showed when last fitted, to what width, and the name as the Dashboard wrote it. */
interface Fitted {
  written: string
  shown: string
  width: number
}

/**
 * How wide the name may be: its line less what else is on it (a failed file's "?"). Not the name's own width,
 * which shrinks to a shortened name.
 */
function roomFor(name: HTMLElement): number {
  const line = name.parentElement
  let room = line?.clientWidth ?? 0
  for (const other of line?.children ?? []) {
    if (other === name) continue
    const style = getComputedStyle(other)
    room -=
      (other as HTMLElement).offsetWidth + Number.parseFloat(style.marginLeft) + Number.parseFloat(style.marginRight)
  }
  return room
}

/**
 * Shortens in its middle a word of a file name that is wider than the name's line (./nameFit.ts): the
 * browser would break it between two letters. Looks only at names that are new, rewritten by the Dashboard,
 * or whose line changed width; a name shortened for a narrow line gets its words back when the line widens,
 * also when the panel is resized and the Dashboard redraws nothing. Measures words with a canvas in the
 * name's font, which takes no layout.
 */
export function fitLongNames(): DashboardRepair {
  const fitted = new WeakMap<Element, Fitted>()
  let canvas: CanvasRenderingContext2D | null | undefined
  let resizes: ResizeObserver | undefined
  const fitNames: DashboardRepair = (root) => {
    // In the next frame, not during the resize's delivery: a shortened name may change the panel's height.
    if (!resizes) {
      resizes = new ResizeObserver(() => requestAnimationFrame(() => fitNames(root)))
      resizes.observe(root)
    }
    for (const name of root.querySelectorAll<HTMLElement>(markup.fileName)) {
      const text = name.firstChild
      const width = roomFor(name)
      if (text?.nodeType !== Node.TEXT_NODE || width <= 0) continue
      const { data } = text as Text
      const last = fitted.get(name)
      if (last?.shown === data && last.width === width) continue
      const written = last?.shown === data ? last.written : data
      canvas ??= name.ownerDocument.createElement('canvas').getContext('2d')
      if (!canvas) return
      const style = getComputedStyle(name)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const measure = canvas
      // Two pixels spare for rounding between the canvas and the page's layout.
      const shown = breakableName(fitName(written, (word) => measure.measureText(word).width <= width - 2))
      if (shown !== data) (text as Text).data = shown
      fitted.set(name, { written, shown, width })
    }
  }
  return fitNames
}
