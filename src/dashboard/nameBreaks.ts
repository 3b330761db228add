/** Zero-width space: a place where a line may break, invisible and not read out. */
const BREAK = '\u200b'

/**
 * Where a name's words meet without a space: after a hyphen or underscore and after the "..." Uppy
 * puts in a shortened name (not at the end), between letters and digits, and before a capital that
 * follows a small letter ("FakturaListopad2026").
 */
const JOINS = /([-_]|\.\.\.)(?=[^\s\u200b])|(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})|(?<=\p{Ll})(?=\p{Lu})/gu

/**
 * A file name as the list shows it, with line breaks allowed between its words where no engine
 * allows one by itself ("faktura2026", "lis...podpisana"), so that it never breaks inside a word. The extension stays whole, with the word before it ("tle.png", not
 * ".png" alone on a line). The full name is the element's `title`.
 */
export function breakableName(shown: string): string {
  const dot = shown.lastIndexOf('.')
  // No extension: the last dot is the end of a "...".
  const end = dot > 0 && shown[dot - 1] !== '.' ? dot : shown.length
  return shown.slice(0, end).replace(JOINS, `$1${BREAK}`) + shown.slice(end)
}
