/** Where words meet without a space: after a hyphen, an underscore or Uppy's "..." (not at the end), between letters
 * and digits, before a capital after a small letter. Only lookarounds: a split keeps every character. */
const JOINS = /(?<=[-_]|\.\.\.)(?=\S)|(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})|(?<=\p{Ll})(?=\p{Lu})/u

/** A shown name cut where it may break between words but no engine does ("faktura2026", "lis...podpisana"), so it
 * never breaks in one; joined, the pieces are the name. The extension stays with its word ("tle.png"), never alone. */
export function namePieces(shown: string): string[] {
  const dot = shown.lastIndexOf('.')
  // No extension: the last dot is the end of a "...".
  const end = dot > 0 && shown[dot - 1] !== '.' ? dot : shown.length
  const pieces = shown.slice(0, end).split(JOINS)
  pieces[pieces.length - 1] += shown.slice(end)
  return pieces
}
