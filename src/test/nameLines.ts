import { namePieces } from '../dashboard/nameBreaks'

/**
 * The text of each element matching `selector` as the page breaks it into lines, over all its text nodes (a
 * name's pieces have a <wbr> between them). Self-contained (it uses no import and no closure), so that the
 * end-to-end tests can run it in any engine's page as it is.
 */
export function linesOf(selector: string): string[][] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const lines: string[] = []
    let top = Number.NaN
    const range = document.createRange()
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const data = text.textContent ?? ''
      for (let i = 0; i < data.length; i++) {
        range.setStart(text, i)
        range.setEnd(text, i + 1)
        // WebKit gives the first letter of a wrapped line a zero-width rect at the end of the line before, too.
        const rect = [...range.getClientRects()].find((box) => box.width > 0)
        const character = data[i] ?? ''
        if (rect && (Number.isNaN(top) || Math.abs(rect.top - top) > 2)) {
          top = rect.top
          lines.push(character)
        } else lines[lines.length - 1] += character
      }
    }
    return lines
  })
}

/**
 * The lines of `lines` but the last that end inside a word: not with a space, a hyphen or the "..." of a
 * shortened name, nor where ../dashboard/nameBreaks.ts cuts the name between two pieces (a <wbr>).
 */
export function linesEndingInsideWords(lines: readonly string[]): string[] {
  const lengthUpTo = (parts: readonly string[], index: number) => parts.slice(0, index + 1).join('').length
  const pieces = namePieces(lines.join(''))
  const cuts = new Set(pieces.map((_, index) => lengthUpTo(pieces, index)))
  return lines
    .slice(0, -1)
    .filter((line, index) => !cuts.has(lengthUpTo(lines, index)) && !/([\s-]|\.\.\.)$/.test(line))
}

/** The width `name`'s text takes on one line in its own font: a copy laid out outside the panel, without wrapping. */
export function widthOnOneLine(name: HTMLElement): number {
  const copy = document.createElement('span')
  const style = getComputedStyle(name)
  copy.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font: ${style.font}; letter-spacing: ${style.letterSpacing}`
  copy.textContent = name.textContent
  document.body.append(copy)
  const width = copy.getBoundingClientRect().width
  copy.remove()
  return width
}
