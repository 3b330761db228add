/**
 * The text of each element matching `selector` as the page breaks it into lines. Self-contained (no
 * imports, no closure), so that the end-to-end tests can run it in any engine's page as it is.
 */
export function linesOf(selector: string): string[][] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const text = element.firstChild
    if (!text || text.nodeType !== Node.TEXT_NODE) return []
    const lines: string[] = []
    let top = Number.NaN
    const range = document.createRange()
    for (let i = 0; i < (text.textContent ?? '').length; i++) {
      range.setStart(text, i)
      range.setEnd(text, i + 1)
      // WebKit gives the first letter of a wrapped line a zero-width rect at the end of the line before, too.
      const rect = [...range.getClientRects()].find((box) => box.width > 0)
      const character = text.textContent?.[i] ?? ''
      if (rect && (Number.isNaN(top) || Math.abs(rect.top - top) > 2)) {
        top = rect.top
        lines.push(character)
      } else lines[lines.length - 1] += character
    }
    return lines
  })
}

/**
 * The lines of `lines` but the last that end inside a word: not with a space, a hyphen, the "..." of a
 * shortened name or a zero-width space (./nameBreaks.ts).
 */
export const linesEndingInsideWords = (lines: readonly string[]) =>
  lines.slice(0, -1).filter((line) => !/([\s-]|\.\.\.|\u200b)$/.test(line))
