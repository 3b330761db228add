import { messages } from './i18n/messages'
import type { AttachmentSettings } from './types'

/** A host setting the panel cannot use, reported to the developer console. */
export interface SettingProblem {
  setting: 'settings' | 'settings.maxFiles' | 'settings.maxFileSize' | 'existingCount'
  value: unknown
  expected: string
}

/** What the panel may accept, derived from the host's settings. */
export interface UploadLimits {
  /** False when a setting is unusable: the panel then accepts nothing. */
  valid: boolean
  maxFiles: number
  maxFileSize: number
  /** Attachments that may still be added (never negative). */
  placesLeft: number
  problems: SettingProblem[]
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * Checks the host's settings and works out how many files may still be added.
 * Unusable values never throw: they are reported and the result allows nothing,
 * so a bad setting cannot let files through that the server would refuse.
 */
export function resolveLimits(
  settings: AttachmentSettings | null | undefined,
  existingCount: unknown = 0,
): UploadLimits {
  const problems: SettingProblem[] = []
  const given: Partial<Record<keyof AttachmentSettings, unknown>> =
    settings !== null && typeof settings === 'object' ? settings : {}
  if (settings === null || typeof settings !== 'object') {
    problems.push({ setting: 'settings', value: settings, expected: 'an object { maxFiles, maxFileSize }' })
  } else {
    if (!isPositiveInteger(given.maxFiles)) {
      problems.push({ setting: 'settings.maxFiles', value: given.maxFiles, expected: 'a whole number greater than 0' })
    }
    if (!isPositiveInteger(given.maxFileSize)) {
      problems.push({
        setting: 'settings.maxFileSize',
        value: given.maxFileSize,
        expected: 'a whole number of bytes greater than 0',
      })
    }
  }
  if (!isNonNegativeInteger(existingCount)) {
    problems.push({ setting: 'existingCount', value: existingCount, expected: 'a whole number, 0 or more' })
  }

  if (problems.length > 0) {
    return { valid: false, maxFiles: 0, maxFileSize: 0, placesLeft: 0, problems }
  }
  const maxFiles = given.maxFiles as number
  const maxFileSize = given.maxFileSize as number
  const present = existingCount as number
  return { valid: true, maxFiles, maxFileSize, placesLeft: Math.max(0, maxFiles - present), problems }
}

/** One console line per problem, naming the prop so the host developer can fix it. */
export function describeSettingProblem(problem: SettingProblem): string {
  let shown: string
  try {
    shown = typeof problem.value === 'string' ? JSON.stringify(problem.value) : String(problem.value)
  } catch {
    shown = typeof problem.value
  }
  return `[AttachmentUploadPanel] Invalid ${problem.setting}: got ${shown}, expected ${problem.expected}. The panel accepts no files until it is fixed.`
}

/** Whether two results allow the same (hosts often pass a new settings object with the same values). */
export function sameLimits(a: UploadLimits, b: UploadLimits): boolean {
  return (
    a.valid === b.valid &&
    a.maxFiles === b.maxFiles &&
    a.maxFileSize === b.maxFileSize &&
    a.placesLeft === b.placesLeft &&
    a.problems.map(describeSettingProblem).join('\n') === b.problems.map(describeSettingProblem).join('\n')
  )
}

/** The standing message above the drop area when the panel cannot take files, or null. */
export function bannerFor(limits: UploadLimits, token: string | null | undefined): string | null {
  if (!limits.valid) return messages.settingsUnavailable
  if (limits.placesLeft === 0) return messages.noPlacesLeft(limits.maxFiles)
  if (!token) return messages.noToken
  return null
}
