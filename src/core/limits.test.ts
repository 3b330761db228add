import { describe, expect, it } from 'vitest'
import * as messages from '../i18n/messages'
import { bannerFor, describeSettingProblem, refusalWithoutPlaces, resolveLimits, sameLimits } from './limits'

describe('resolveLimits', () => {
  it('leaves maxFiles minus the attachments already present', () => {
    expect(resolveLimits({ maxFiles: 10, maxFileSize: 1000 }, 7)).toMatchObject({
      valid: true,
      placesLeft: 3,
      maxFileSize: 1000,
      problems: [],
    })
  })

  it('never goes below zero places', () => {
    expect(resolveLimits({ maxFiles: 3, maxFileSize: 1000 }, 5).placesLeft).toBe(0)
  })

  it('treats a missing existing count as zero', () => {
    expect(resolveLimits({ maxFiles: 4, maxFileSize: 1000 }).placesLeft).toBe(4)
  })

  it.each([
    ['missing', undefined],
    ['NaN', Number.NaN],
    ['negative', -1],
    ['zero', 0],
    ['a string', '10'],
    ['a fraction', 2.5],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('refuses maxFiles that is %s, allowing nothing', (_label, maxFiles) => {
    const limits = resolveLimits({ maxFiles, maxFileSize: 1000 } as never, 0)
    expect(limits.valid).toBe(false)
    expect(limits.placesLeft).toBe(0)
    expect(limits.problems.map((problem) => problem.setting)).toEqual(['settings.maxFiles'])
  })

  it.each([
    ['missing', undefined],
    ['NaN', Number.NaN],
    ['negative', -5],
    ['zero', 0],
    ['a string', '1MB'],
  ])('refuses maxFileSize that is %s', (_label, maxFileSize) => {
    const limits = resolveLimits({ maxFiles: 3, maxFileSize } as never, 0)
    expect(limits.valid).toBe(false)
    expect(limits.problems.map((problem) => problem.setting)).toEqual(['settings.maxFileSize'])
  })

  it('refuses settings that are not an object', () => {
    expect(resolveLimits(null).problems.map((problem) => problem.setting)).toEqual(['settings'])
    expect(resolveLimits(7 as never).valid).toBe(false)
  })

  it('reads settings not passed yet as still loading: nothing allowed, no problem to report', () => {
    expect(resolveLimits(undefined, 3)).toEqual({
      valid: false,
      loading: true,
      maxFiles: 0,
      maxFileSize: 0,
      placesLeft: 0,
      problems: [],
    })
    expect(bannerFor(resolveLimits(undefined), 'token')).toBe(messages.settingsLoading)
    expect(refusalWithoutPlaces(resolveLimits(undefined))).toBe(messages.settingsLoading)
  })

  it('rounds a fractional maxFileSize down, and refuses one under a byte', () => {
    expect(resolveLimits({ maxFiles: 3, maxFileSize: 1.5 * 1024 * 1024 + 0.3 }).maxFileSize).toBe(1_572_864)
    expect(resolveLimits({ maxFiles: 3, maxFileSize: 0.5 }).problems.map((p) => p.setting)).toEqual([
      'settings.maxFileSize',
    ])
  })

  it('refuses an existing count that is not a whole number of 0 or more', () => {
    expect(resolveLimits({ maxFiles: 3, maxFileSize: 10 }, -1).problems.map((p) => p.setting)).toEqual([
      'existingCount',
    ])
    expect(resolveLimits({ maxFiles: 3, maxFileSize: 10 }, Number.NaN).valid).toBe(false)
  })

  it('names the setting, the value and what was expected for the developer', () => {
    const [problem] = resolveLimits({ maxFiles: '10', maxFileSize: 1000 } as never).problems
    expect(problem && describeSettingProblem(problem)).toBe(
      '[AttachmentUploadPanel] Invalid settings.maxFiles: got "10", expected a whole number greater than 0. The panel accepts no files until it is fixed.',
    )
  })
})

describe('sameLimits', () => {
  it('compares the values, not the object a host passed', () => {
    expect(
      sameLimits(
        resolveLimits({ maxFiles: 3, maxFileSize: 10 }, 1),
        resolveLimits({ maxFiles: 3, maxFileSize: 10 }, 1),
      ),
    ).toBe(true)
    expect(
      sameLimits(
        resolveLimits({ maxFiles: 3, maxFileSize: 10 }, 1),
        resolveLimits({ maxFiles: 3, maxFileSize: 10 }, 2),
      ),
    ).toBe(false)
    expect(sameLimits(resolveLimits(undefined), resolveLimits(null))).toBe(false)
  })
})

describe('bannerFor', () => {
  it('says why nothing can be added, loading first, then unusable settings, no places, no token', () => {
    expect(bannerFor(resolveLimits(null), 't')).toBe(messages.settingsUnavailable)
    expect(bannerFor(resolveLimits({ maxFiles: 2, maxFileSize: 10 }, 2), 't')).toBe(messages.noPlacesLeft(2))
    expect(bannerFor(resolveLimits({ maxFiles: 2, maxFileSize: 10 }, 1), '')).toBe(messages.noToken)
    expect(bannerFor(resolveLimits({ maxFiles: 2, maxFileSize: 10 }, 1), 't')).toBeNull()
  })
})
