import * as messages from '../i18n/messages'
import type { AttachmentSettings } from '../types'

interface SettingProblem {
  setting: 'settings' | 'settings.maxFiles' | 'settings.maxFileSize' | 'existingCount'
  value: unknown
  expected: string
}

/** What the panel may accept, derived from the host's settings. */
export interface UploadLimits {
  /** False when a setting is unusable or still loading: the panel then accepts nothing. */
  valid: boolean
  loading: boolean
  maxFiles: number
  maxFileSize: number
  placesLeft: number
  problems: SettingProblem[]
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

/** A size a host may compute in floats (MB × 1024 × 1024): any finite value of at least one byte, used rounded down. */
const isUsableByteCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1

const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/** Unusable settings never throw: reported, they allow nothing, so none lets through files the server would refuse. */
export function resolveLimits(
  settings: AttachmentSettings | null | undefined,
  existingCount: unknown = 0,
): UploadLimits {
  if (settings === undefined) {
    return { valid: false, loading: true, maxFiles: 0, maxFileSize: 0, placesLeft: 0, problems: [] }
  }
  const problems: SettingProblem[] = []
  const given: Partial<Record<keyof AttachmentSettings, unknown>> =
    settings !== null && typeof settings === 'object' ? settings : {}
  if (settings === null || typeof settings !== 'object') {
    problems.push({ setting: 'settings', value: settings, expected: 'an object { maxFiles, maxFileSize }' })
  } else {
    if (!isPositiveInteger(given.maxFiles)) {
      problems.push({ setting: 'settings.maxFiles', value: given.maxFiles, expected: 'a whole number greater than 0' })
    }
    if (!isUsableByteCount(given.maxFileSize)) {
      problems.push({
        setting: 'settings.maxFileSize',
        value: given.maxFileSize,
        expected: 'a number of bytes, at least 1',
      })
    }
  }
  if (!isNonNegativeInteger(existingCount)) {
    problems.push({ setting: 'existingCount', value: existingCount, expected: 'a whole number, 0 or more' })
  }

  if (problems.length > 0) {
    return { valid: false, loading: false, maxFiles: 0, maxFileSize: 0, placesLeft: 0, problems }
  }
  const maxFiles = given.maxFiles as number
  const maxFileSize = Math.floor(given.maxFileSize as number)
  const present = existingCount as number
  return { valid: true, loading: false, maxFiles, maxFileSize, placesLeft: Math.max(0, maxFiles - present), problems }
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
    a.loading === b.loading &&
    a.maxFiles === b.maxFiles &&
    a.maxFileSize === b.maxFileSize &&
    a.placesLeft === b.placesLeft &&
    a.problems.map(describeSettingProblem).join('\n') === b.problems.map(describeSettingProblem).join('\n')
  )
}

/** Why nothing can be added now, for a refused add: loading, unusable settings, or no place left. */
export function refusalWithoutPlaces(limits: UploadLimits): string {
  if (limits.loading) return messages.settingsLoading
  return limits.valid ? messages.tooManyFiles(0) : messages.settingsUnavailable
}

/** The standing message above the drop area when the panel cannot take files, or null. */
export function bannerFor(limits: UploadLimits, token: string | null | undefined): string | null {
  if (limits.loading) return messages.settingsLoading
  if (!limits.valid) return messages.settingsUnavailable
  if (limits.placesLeft === 0) return messages.noPlacesLeft(limits.maxFiles)
  if (!token) return messages.noToken
  return null
}
