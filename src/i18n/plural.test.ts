import { describe, expect, it } from 'vitest'
import { polishPlural, polishPluralIndex } from './plural'

const FILES = ['plik', 'pliki', 'plików'] as const

describe('Polish plural forms', () => {
  it.each([
    [1, 'plik'],
    [2, 'pliki'],
    [3, 'pliki'],
    [4, 'pliki'],
    [5, 'plików'],
    [11, 'plików'],
    [12, 'plików'],
    [13, 'plików'],
    [14, 'plików'],
    [21, 'plików'],
    [22, 'pliki'],
    [24, 'pliki'],
    [25, 'plików'],
    [0, 'plików'],
    [101, 'plików'],
    [102, 'pliki'],
    [112, 'plików'],
    [114, 'plików'],
    [122, 'pliki'],
    [1000, 'plików'],
  ])('%i → %s', (count, expected) => {
    expect(polishPlural(count, FILES)).toBe(expected)
  })

  it('returns Uppy translator indices 0, 1, 2', () => {
    expect([1, 2, 5].map(polishPluralIndex)).toEqual([0, 1, 2])
  })
})
