import * as markup from './dashboardMarkup'
import { namePieces } from './nameBreaks'
import { fitName } from './nameFit'
import type { DashboardRepair } from './observeDashboard'

/** The name as the Dashboard wrote it last, how wide its line was and how many elements shared it then. */
interface Fitted {
  written: string
  width: number
  neighbours: number
}

/** A name to look at in this pass: read first, for every name, then written, so layout is taken once. */
interface Candidate {
  name: HTMLElement
  uppyText: Text
  last: Fitted | undefined
  neighbours: number
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
 * Drops the pieces of the name before as soon as Uppy writes a new name into Preact's text node (an immediate
 * repair): the element's text is then the new name for whoever reads it before the next fit breaks it again.
 */
export const dropPiecesOfNameBefore: DashboardRepair = (_root, changes) => {
  for (const change of changes ?? []) {
    const text = change.target
    if (change.type !== 'characterData' || !text.textContent || text.previousSibling) continue
    if (text.parentElement?.matches(markup.fileName)) while (text.nextSibling) text.nextSibling.remove()
  }
}

/**
 * Lets each file name break only between its words: a <wbr> where its words meet without a space
 * (./nameBreaks.ts), and a word wider than the name's line shortened in its middle (./nameFit.ts), which the
 * browser would break between two letters. Looks only at names that are new, rewritten by the Dashboard, or
 * whose line changed width; a name shortened for a narrow line gets its words back when the line widens, also
 * when the panel is resized and the Dashboard redraws nothing. Measures words with a canvas in the name's
 * font. Fitted in the task after the frame that drew them, when the page's layout is done and reading a
 * line's width costs nothing (in the frame, before its layout, the first read laid out the whole new list and
 * the <wbr>s written after it laid it out again); the <wbr>s change no text, only its lines.
 */
export function fitLongNames(): DashboardRepair {
  const fitted = new WeakMap<Element, Fitted>()
  let canvas: CanvasRenderingContext2D | null | undefined
  let resizes: ResizeObserver | undefined
  let resized = false
  let scheduled = false
  // Only names new, rewritten by the Dashboard, or whose line may have changed width (the panel resized, an
  // element such as a failed file's "?" came or went beside it) are measured: during a run, none.
  const candidatesIn = (root: HTMLElement) => {
    const candidates: Candidate[] = []
    for (const name of root.querySelectorAll<HTMLElement>(markup.fileName)) {
      const uppyText = name.firstChild
      if (uppyText?.nodeType !== Node.TEXT_NODE) continue
      const last = fitted.get(name)
      const neighbours = name.parentElement?.childElementCount ?? 0
      if (!(uppyText as Text).data && (!last || (!resized && last.neighbours === neighbours))) continue
      candidates.push({ name, uppyText: uppyText as Text, last, neighbours })
    }
    return candidates
  }
  const fitNow = (root: HTMLElement) => {
    const candidates = candidatesIn(root)
    resized = false
    const first = candidates[0]
    if (!first) return
    canvas ??= first.name.ownerDocument.createElement('canvas').getContext('2d')
    if (!canvas) return
    const measure = canvas
    const style = getComputedStyle(first.name)
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    // Every width read before any name is written: the layout is taken once.
    const widths = candidates.map(({ name }) => roomFor(name))
    candidates.forEach(({ name, uppyText, last, neighbours }, index) => {
      const width = widths[index] ?? 0
      const newName = uppyText.data
      if (!newName && last?.width === width) {
        fitted.set(name, { ...last, neighbours })
        return
      }
      const written = newName || last?.written || ''
      // Two pixels spare for rounding between the canvas and the page's layout. A line with no room (not laid
      // out, hidden) shortens nothing, but a name Uppy has written is still shown alone, not with the pieces before.
      const shown = fitName(written, (word) => width <= 0 || measure.measureText(word).width <= width - 2)
      showName(name, uppyText, shown)
      fitted.set(name, { written, width, neighbours })
    })
  }
  return (root) => {
    if (!resizes) {
      resizes = new ResizeObserver(() => {
        resized = true
        requestAnimationFrame(() => fitLater(root))
      })
      resizes.observe(root)
    }
    fitLater(root)
  }

  function fitLater(root: HTMLElement) {
    if (scheduled || candidatesIn(root).length === 0) return
    scheduled = true
    setTimeout(() => {
      scheduled = false
      fitNow(root)
    }, 0)
  }
}
