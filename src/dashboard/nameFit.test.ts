import { describe, expect, it } from 'vitest'
import { fitName } from './nameFit'

/** A line `letters` characters wide, every character as wide as any other. */
const lineOf = (letters: number) => (word: string) => word.length <= letters

describe('fitName', () => {
  it('leaves a name whose every word fits its line as it is', () => {
    expect(fitName('umowa najmu 2024 podpisana.pdf', lineOf(14))).toBe('umowa najmu 2024 podpisana.pdf')
    expect(fitName('faktura-za-listopad.pdf', lineOf(12))).toBe('faktura-za-listopad.pdf')
  })

  it('shortens a word wider than the line in its middle, keeping as many letters as fit and the extension', () => {
    // 20 characters: 7 letters of its start, "...", 6 of its end, ".pdf".
    expect(fitName('sprawozdaniefinansowekwartalne.pdf', lineOf(20))).toBe('sprawoz...rtalne.pdf')
    expect(fitName('sprawozdaniefinansowekwartalne.pdf', lineOf(21))).toBe('sprawoz...artalne.pdf')
  })

  it('shortens only the words that do not fit, words ending at spaces and at the joins of nameBreaks', () => {
    expect(fitName('skan umowynajmumieszkania.pdf', lineOf(16))).toBe('skan umowy...ania.pdf')
    // A word before the last has no extension to keep.
    expect(fitName('zaświadczeniezakładu2026.pdf', lineOf(12))).toBe('zaświ...ładu2026.pdf')
  })

  it('keeps one letter on each side and the extension when even that does not fit', () => {
    expect(fitName('sprawozdanie.pdf', lineOf(4))).toBe('s....pdf')
    // Nothing to gain from leaving out fewer letters than the "..." takes.
    expect(fitName('skan.pdf', lineOf(4))).toBe('skan.pdf')
  })
})
