import { namePieces } from './nameBreaks'

/**
 * A shown name whose every word fits its line: a word that does not (`fits` says, by measuring it) is
 * shortened in its middle, as Uppy shortens long names ("sprawozdanie...kwartal.pdf"), keeping as much of
 * its start and end as fits, and the extension whole. Words are what lies between the places a line may
 * break (spaces, and the joins of ./nameBreaks.ts), so the name then never breaks inside one.
 */
export function fitName(shown: string, fits: (word: string) => boolean): string {
  return namePieces(shown)
    .map((piece) => piece.replace(/\S+/g, (word) => fitWord(word, fits)))
    .join('')
}

function fitWord(word: string, fits: (word: string) => boolean): string {
  const extension = /\.[^.]{1,5}$/.exec(word)?.[0] ?? ''
  const stem = word.slice(0, word.length - extension.length)
  // Too short to leave anything out: "..." would make it longer.
  if (stem.length < 5 || fits(word)) return word
  const shortened = (kept: number) =>
    `${stem.slice(0, Math.ceil(kept / 2))}...${stem.slice(stem.length - Math.floor(kept / 2))}${extension}`
  // The most letters kept that fit; at least one, the browser breaking what still does not fit.
  let [fitting, tooMany] = [1, stem.length]
  while (tooMany - fitting > 1) {
    const kept = (fitting + tooMany) >> 1
    if (fits(shortened(kept))) fitting = kept
    else tooMany = kept
  }
  return shortened(fitting)
}
