import { describe, expect, it } from 'vitest'
import { describeSettingProblem, resolveLimits } from './limits'

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
    expect(resolveLimits(undefined).valid).toBe(false)
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
