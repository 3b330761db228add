import { Translator } from '@uppy/core/utils'
import { describe, expect, it } from 'vitest'
import { remoteSourceOnlyKeys, uppyEnglish } from '../test/uppyEnglish'
import { uppyLocale } from './uppyLocale'

const english = await uppyEnglish()
const translator = new Translator([uppyLocale])

describe('Polish Uppy locale', () => {
  it('has a phrase for every key Uppy core, Dashboard and XHR upload use, remote sources aside', () => {
    const remoteOnly = remoteSourceOnlyKeys(Object.keys(english))
    // The finder finds what it should: Companion's S3 errors are remote-source keys, the upload button's is not.
    expect(remoteOnly).toContain('s3NotFound')
    expect(remoteOnly).not.toContain('uploadXFiles')
    const missing = Object.keys(english).filter((key) => !(key in uppyLocale.strings) && !remoteOnly.includes(key))
    expect(missing).toEqual([])
  })

  it('has three forms for every phrase that Uppy pluralises, remote sources aside', () => {
    const remoteOnly = remoteSourceOnlyKeys(Object.keys(english))
    const pluralKeys = Object.entries(english)
      .filter(([key, phrase]) => typeof phrase === 'object' && !remoteOnly.includes(key))
      .map(([key]) => key)
    for (const key of pluralKeys) {
      expect(Object.keys(uppyLocale.strings[key] as object), key).toEqual(['0', '1', '2'])
    }
  })

  it.each([
    [1, 'Prześlij 1 plik'],
    [2, 'Prześlij 2 pliki'],
    [4, 'Prześlij 4 pliki'],
    [5, 'Prześlij 5 plików'],
    [12, 'Prześlij 12 plików'],
    [22, 'Prześlij 22 pliki'],
  ])('upload button for %i files reads "%s"', (count, expected) => {
    expect(translator.translate('uploadXFiles', { smart_count: count })).toBe(expected)
  })

  it('says how many files may be added, with the right form', () => {
    expect(translator.translate('youCanOnlyUploadX', { smart_count: 3 })).toBe('Możesz dodać najwyżej 3 pliki')
    expect(translator.translate('youCanOnlyUploadX', { smart_count: 13 })).toBe('Możesz dodać najwyżej 13 plików')
  })

  it('lists the allowed types in words a member knows', () => {
    expect(translator.translate('youCanOnlyUploadFileTypes', { types: 'image/jpeg' })).toBe(
      'Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.',
    )
  })
})
