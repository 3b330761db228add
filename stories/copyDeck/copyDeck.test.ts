import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import * as unavailable from '../../src/i18n/unavailableChunks'
import { uppyLocale } from '../../src/i18n/uppyLocale'
import * as photoMessages from '../../src/photos/photoMessages'
import * as restoreMessages from '../../src/restore/restoreMessages'
import { containsEnglish } from '../../src/test/englishScan'
import { remoteSourceOnlyKeys, uppyEnglish } from '../../src/test/uppyEnglish'
import { buildCopyDeck, SAMPLE_COUNTS } from './copyDeck'
import { COPY_DECK_PLAN } from './copyDeckPlan'

const english = await uppyEnglish()
// Keys only Uppy's remote sources use are in the deck when the panel's locale has them (Uppy's Polish pack).
const remoteOnly = new Set(remoteSourceOnlyKeys(Object.keys(english)))
const uppyKeys = Object.keys(english).filter((key) => key in uppyLocale.strings || !remoteOnly.has(key))
const planned = COPY_DECK_PLAN.flatMap((section) => section.ids)
const deck = buildCopyDeck(COPY_DECK_PLAN)
const everyText = deck.flatMap((section) => section.entries.flatMap((entry) => entry.texts.map(({ text }) => text)))

describe('copy deck', () => {
  it('places every text of the panel and of Uppy exactly once, and nothing else', () => {
    const expected = [
      ...Object.keys(messages).map((key) => `messages.${key}`),
      ...uppyKeys.map((key) => `uppy.${key}`),
      ...Object.keys(restoreMessages).map((key) => `restore.${key}`),
      ...Object.keys(photoMessages).map((key) => `photos.${key}`),
      ...Object.keys(unavailable).map((key) => `unavailable.${key}`),
    ]
    expect([...planned].sort()).toEqual([...new Set(expected)].sort())
  })

  it('shows every plural text for 1, 2, 5, 12, 22 and 25, with the Polish forms', () => {
    const button = deck.flatMap((section) => section.entries).find((entry) => entry.id === 'uppy.uploadXFiles')
    expect(button?.texts).toEqual([
      { count: 1, text: 'Prześlij 1 plik' },
      { count: 2, text: 'Prześlij 2 pliki' },
      { count: 5, text: 'Prześlij 5 plików' },
      { count: 12, text: 'Prześlij 12 plików' },
      { count: 22, text: 'Prześlij 22 pliki' },
      { count: 25, text: 'Prześlij 25 plików' },
    ])
    const summary = deck
      .flatMap((section) => section.entries)
      .find((entry) => entry.id === 'messages.failedFilesSummary')
    expect(summary?.texts.map(({ count }) => count)).toEqual([...SAMPLE_COUNTS])
    expect(summary?.texts[0]?.text).toBe('Nie udało się przesłać 1 pliku. Powód jest przy każdym pliku.')
  })

  it('renders the very texts the panel shows', () => {
    const entry = deck.flatMap((section) => section.entries).find((found) => found.id === 'messages.networkError')
    expect(entry?.texts).toEqual([{ text: messages.networkError }])
  })

  it('fills every placeholder and holds no English', () => {
    expect(everyText.filter((text) => /%\{|‹/.test(text))).toEqual([])
    expect(everyText.filter((text) => containsEnglish(text, ['image/jpeg', 'Uppy', 'https://example.com']))).toEqual([])
  })
})
