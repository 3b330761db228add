/**
 * Where a name's words meet without a space: after a hyphen or underscore and after the "..." Uppy
 * puts in a shortened name (not at the end), between letters and digits, and before a capital that
 * follows a small letter ("FakturaListopad2026"). Only lookarounds: a split there keeps every character.
 */
const JOINS = /(?<=[-_]|\.\.\.)(?=\S)|(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})|(?<=\p{Ll})(?=\p{Lu})/u

/**
 * A file name as the list shows it, cut where a line may break between its words and no engine breaks
 * by itself ("faktura2026", "lis...podpisana"), so that it never breaks inside a word. Joined, the pieces
 * are the name. The extension stays whole, with the word before it ("tle.png", not ".png" alone on a line).
 */
export function namePieces(shown: string): string[] {
  const dot = shown.lastIndexOf('.')
  // No extension: the last dot is the end of a "...".
  const end = dot > 0 && shown[dot - 1] !== '.' ? dot : shown.length
  const pieces = shown.slice(0, end).split(JOINS)
  pieces[pieces.length - 1] += shown.slice(end)
  return pieces
}
