import { Translator } from '@uppy/core/utils'
import { describe, expect, it } from 'vitest'
import { createPanelController } from '../panel/createPanelController'
import { createTestConfig } from '../test/panelHarness'
import { DASHBOARD_OPTIONS, UNREACHABLE_KEYS } from '../test/unreachableUppyKeys'
import { keysNoMemberMeets, uppyEnglish } from '../test/uppyEnglish'
import { uppyLocale } from './uppyLocale'

const english = await uppyEnglish()
const translator = new Translator([uppyLocale])

describe('Polish Uppy locale', () => {
  it('has a phrase for every key Uppy core, Dashboard and XHR upload use, remote sources aside', () => {
    const remoteOnly = keysNoMemberMeets(Object.keys(english))
    // The finder finds what it should: Companion's S3 errors are remote-source keys, the upload button's is not.
    expect(remoteOnly).toContain('s3NotFound')
    expect(remoteOnly).not.toContain('uploadXFiles')
    const missing = Object.keys(english).filter((key) => !(key in uppyLocale.strings) && !remoteOnly.includes(key))
    expect(missing).toEqual([])
  })

  it('has three forms for every phrase that Uppy pluralises, keys no member meets aside', () => {
    const remoteOnly = keysNoMemberMeets(Object.keys(english))
    const pluralKeys = Object.entries(english)
      .filter(([key, phrase]) => typeof phrase === 'object' && !remoteOnly.includes(key))
      .map(([key]) => key)
    for (const key of pluralKeys) {
      expect(Object.keys(uppyLocale.strings[key] as object), key).toEqual(['0', '1', '2'])
    }
  })

  it('leaves uncorrected only keys of features the panel’s Uppy never turns on', () => {
    const config = createTestConfig()
    const controller = createPanelController('locale-test', () => config)
    const { restrictions } = controller.uppy.opts
    const state = controller.uppy.getState() as { recoveredState?: unknown }
    const turnedOn = {
      minNumberOfFiles: restrictions.minNumberOfFiles != null,
      minFileSize: restrictions.minFileSize != null,
      maxTotalFileSize: restrictions.maxTotalFileSize != null,
      requiredMetaFields: (restrictions.requiredMetaFields ?? []).length > 0,
      recoveredState: state.recoveredState != null || controller.uppy.getPlugin('GoldenRetriever') !== undefined,
    }
    controller.destroy()
    expect(Object.keys(UNREACHABLE_KEYS).sort()).toEqual([...Object.keys(turnedOn), ...DASHBOARD_OPTIONS].sort())
    expect(Object.entries(turnedOn).filter(([, on]) => on)).toEqual([])
    // Each is a key Uppy has (a renamed one would leave its new name untranslated).
    expect(
      Object.values(UNREACHABLE_KEYS)
        .flat()
        .filter((key) => !(key in english)),
    ).toEqual([])
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
