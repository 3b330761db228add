import { prettierBytes } from '@transloadit/prettier-bytes'
import { prettyETA } from '@uppy/core/utils'
import { describe, expect, it } from 'vitest'
import { polishDuration, polishUppyFormats } from './numberFormats'

/** Tests write an ordinary space for the non-breaking one between number and unit. */
const readable = (text: string) => text.replaceAll('\u00a0', ' ')

describe('polishUppyFormats on the sizes Uppy writes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [200, '200 B'],
    [1024, '1 KB'],
    [3_000, '2,9 KB'],
    [15_000, '15 KB'],
    [1024 * 1024, '1 MB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [500 * 1024 * 1024, '500 MB'],
    [2.25 * 1024 ** 3, '2,25 GB'],
  ])('%d bytes → %s', (bytes, shown) => {
    expect(readable(polishUppyFormats(prettierBytes(bytes)))).toBe(shown)
  })

  it("keeps Uppy's digits, swaps the decimal point for a comma and binds the unit to the number", () => {
    for (const bytes of [1, 999, 1_500, 3_000, 10_239, 70_000, 1_300_000, 52_428_800, 3_700_000_000]) {
      expect(polishUppyFormats(prettierBytes(bytes))).toBe(
        prettierBytes(bytes).replace('.', ',').replace(' ', '\u00a0'),
      )
    }
  })
})

describe('polishUppyFormats', () => {
  it.each([
    ['2.9 KB', '2,9 KB'],
    ['1.2 MB z 5.8 MB', '1,2 MB z 5,8 MB'],
    ['2.25 GB', '2,25 GB'],
    ['15 KB', '15 KB'],
  ])('%s → %s', (english, polish) => {
    expect(readable(polishUppyFormats(english))).toBe(polish)
  })

  it('puts a non-breaking space between each number and its unit, and none elsewhere', () => {
    expect(polishUppyFormats('1.2 MB z 5.8 MB · 2 pliki')).toBe('1,2\u00a0MB z 5,8\u00a0MB · 2 pliki')
  })

  it('leaves other text alone and is stable when run again', () => {
    for (const text of ['Przesłano 2 z 5 plików', 'wersja 1.2.pdf', 'plik 3m.png', 'Wstrzymano', '']) {
      const once = polishUppyFormats(text)
      expect(polishUppyFormats(once)).toBe(once)
    }
    for (const text of ['Przesłano 2 z 5 plików', 'wersja 1.2.pdf', 'plik 3m.png', 'skan 45s-2.pdf']) {
      expect(polishUppyFormats(text)).toBe(text)
    }
  })
})

describe('polishDuration', () => {
  it.each([
    [45, '45 s'],
    [60, '1 min 0 s'],
    [125, '2 min 5 s'],
    [3_900, '1 h 5 min'],
    [10_800, '3 h'],
    // Uppy's own would say "1h": it drops whole days.
    [90_000, '25 h'],
    [44.6, '45 s'],
  ])('%s s → %s', (seconds, polish) => {
    expect(readable(polishDuration(seconds))).toBe(polish)
  })

  it('says as much as Uppy would, in Polish units, a non-breaking space before each unit', () => {
    for (const seconds of [1, 45, 61, 125, 3_599, 3_600, 3_660, 7_385]) {
      const english = prettyETA(seconds) // "1h 05m", "2m 05s", "45s"
      const numbers = (text: string) => [...text.matchAll(/\d+/g)].map(([n]) => Number(n))
      expect(numbers(polishDuration(seconds)), `${seconds} s`).toEqual(numbers(english))
      expect(polishDuration(seconds)).toMatch(/^\d+\u00a0(h|min|s)( \d+\u00a0(min|s))?$/)
    }
  })
})
