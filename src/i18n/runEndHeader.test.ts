import { describe, expect, it } from 'vitest'
import * as messages from './messages'

const { runEndHeader } = messages

describe('runEndHeader: the file list header once a run has ended', () => {
  it.each([
    [1, 'Przesłano 1 plik'],
    [2, 'Przesłano 2 pliki'],
    [5, 'Przesłano 5 plików'],
    [12, 'Przesłano 12 plików'],
    [22, 'Przesłano 22 pliki'],
    [25, 'Przesłano 25 plików'],
  ])('every file sent: %i → "%s"', (sent, text) => {
    expect(runEndHeader({ sent, failed: 0 })).toBe(text)
  })

  it.each([
    [1, 'Nie udało się przesłać 1 pliku'],
    [2, 'Nie udało się przesłać 2 plików'],
    [5, 'Nie udało się przesłać 5 plików'],
    [12, 'Nie udało się przesłać 12 plików'],
    [22, 'Nie udało się przesłać 22 plików'],
    [25, 'Nie udało się przesłać 25 plików'],
  ])('every file failed: %i → "%s"', (failed, text) => {
    expect(runEndHeader({ sent: 0, failed })).toBe(text)
  })

  it.each([
    [1, 1, 'Przesłano 1 plik, nie udało się przesłać 1 pliku'],
    [2, 1, 'Przesłano 2 pliki, nie udało się przesłać 1 pliku'],
    [1, 2, 'Przesłano 1 plik, nie udało się przesłać 2 plików'],
    [5, 12, 'Przesłano 5 plików, nie udało się przesłać 12 plików'],
    [22, 25, 'Przesłano 22 pliki, nie udało się przesłać 25 plików'],
    [12, 22, 'Przesłano 12 plików, nie udało się przesłać 22 plików'],
  ])('some sent, some failed: %i and %i → "%s"', (sent, failed, text) => {
    expect(runEndHeader({ sent, failed })).toBe(text)
  })
})
