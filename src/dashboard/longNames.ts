import * as markup from './dashboardMarkup'
import { namePieces } from './nameBreaks'
import { fitName } from './nameFit'
import type { DashboardRepair } from './observeDashboard'

/** The name as the Dashboard wrote it last, and how wide its line was when it was fitted. */
interface Fitted {
  written: string
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
 * Shows `shown` in a file's name element, a <wbr> where a line may break between its words (./nameBreaks.ts):
 * its text stays the name, with nothing invisible to copy, find or read out. Preact's text node (`uppyText`)
 * stays first, for Uppy to write the next name into, and empty: a name in it is one Uppy has written since
 * (the file card refuses a blank name), and the pieces of the name before still follow it.
 */
function showName(name: HTMLElement, uppyText: Text, shown: string): void {
  if (!uppyText.data && name.textContent === shown) return
  uppyText.data = ''
  const wbr = () => name.ownerDocument.createElement('wbr')
  name.replaceChildren(uppyText, ...namePieces(shown).flatMap((piece, index) => (index ? [wbr(), piece] : piece)))
}

/**
 * Lets each file name break only between its words: a <wbr> where its words meet without a space
 * (./nameBreaks.ts), and a word wider than the name's line shortened in its middle (./nameFit.ts), which the
 * browser would break between two letters. Looks only at names that are new, rewritten by the Dashboard, or
 * whose line changed width; a name shortened for a narrow line gets its words back when the line widens, also
 * when the panel is resized and the Dashboard redraws nothing. Measures words with a canvas in the name's
 * font, which takes no layout. Each frame, before it is painted: the <wbr>s change no text, only its lines.
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
      const uppyText = name.firstChild
      if (uppyText?.nodeType !== Node.TEXT_NODE) continue
      const newName = uppyText.textContent
      const width = roomFor(name)
      const last = fitted.get(name)
      // Nothing new: no name written since the last pass (showName empties Preact's text node), the line as wide.
      if (!newName && (!last || last.width === width)) continue
      const written = newName || last?.written || ''
      canvas ??= name.ownerDocument.createElement('canvas').getContext('2d')
      if (!canvas) return
      const style = getComputedStyle(name)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const measure = canvas
      // Two pixels spare for rounding between the canvas and the page's layout. A line with no room (not laid
      // out, hidden) shortens nothing, but a name Uppy has written is still shown alone, not with the pieces before.
      const shown = fitName(written, (word) => width <= 0 || measure.measureText(word).width <= width - 2)
      showName(name, uppyText as Text, shown)
      fitted.set(name, { written, width })
    }
  }
  return fitNames
}
