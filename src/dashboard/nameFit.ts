import { namePieces } from './nameBreaks'

/** A shown name whose every word fits (`fits` measures): a longer one is shortened in its middle, as Uppy's are
 * ("sprawozdanie...kwartal.pdf"), extension whole; words lie between breaks (./nameBreaks.ts): none is broken. */
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
