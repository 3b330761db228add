import * as markup from './dashboardMarkup'
import { namePieces } from './nameBreaks'
import { fitName } from './nameFit'
import type { DashboardRepair } from './observeDashboard'

interface Fitted {
  written: string
  width: number
  neighbours: number
}

interface Candidate {
  name: HTMLElement
  uppyText: Text
  last: Fitted | undefined
  neighbours: number
}

/** Its line less what else is on it (a failed file's "?"); not the name's width, which shrinks to a shortened name. */
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

/** <wbr>s keep the text the name, nothing invisible to copy, find or read out. Preact's text node stays first, and
 * empty for Uppy to write the next name into: one in it is newer (the card refuses blanks), the old pieces after it. */
function showName(name: HTMLElement, uppyText: Text, shown: string): void {
  if (!uppyText.data && name.textContent === shown) return
  uppyText.data = ''
  const wbr = () => name.ownerDocument.createElement('wbr')
  name.replaceChildren(uppyText, ...namePieces(shown).flatMap((piece, index) => (index ? [wbr(), piece] : piece)))
}

/** Immediate, so whoever reads a name Uppy has just written, before the next fit, reads it without the old pieces. */
export const dropPiecesOfNameBefore: DashboardRepair = (_root, changes) => {
  for (const change of changes ?? []) {
    const text = change.target
    if (change.type !== 'characterData' || !text.textContent || text.previousSibling) continue
    if (text.parentElement?.matches(markup.fileName)) while (text.nextSibling) text.nextSibling.remove()
  }
}

/** Lets file names break only between words: a <wbr> where words meet without a space (./nameBreaks.ts), a word wider
 * than its line, which the browser would break between letters, shortened in its middle (./nameFit.ts) until the line
 * widens. Fitted in the task after the frame that drew them, layout done, every width read before any write. */
export function fitLongNames(): DashboardRepair {
  const fitted = new WeakMap<Element, Fitted>()
  let canvas: CanvasRenderingContext2D | null | undefined
  let resizes: ResizeObserver | undefined
  let resized = false
  let scheduled = false
  // Only names new, rewritten, or whose line may have changed width (a resize, a "?" come or gone): in a run, none.
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
    const widths = candidates.map(({ name }) => roomFor(name))
    candidates.forEach(({ name, uppyText, last, neighbours }, index) => {
      const width = widths[index] ?? 0
      const newName = uppyText.data
      if (!newName && last?.width === width) {
        fitted.set(name, { ...last, neighbours })
        return
      }
      const written = newName || last?.written || ''
      // Two pixels spare for rounding. No room (not laid out, hidden): nothing shortened, Uppy's new name shown alone.
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
