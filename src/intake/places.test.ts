import { describe, expect, it } from 'vitest'
import { resolveLimits } from '../core/limits'
import { countFiles, type ListedFile, maxFilesFor, placesForNewFiles } from './places'

const uploaded: ListedFile = { progress: { uploadComplete: true } }
const waiting: ListedFile = { progress: { uploadComplete: false } }
const fresh: ListedFile = { progress: {} }

describe('countFiles', () => {
  it('tells uploaded files from those still to send', () => {
    expect(countFiles([])).toEqual({ completed: 0, pending: 0 })
    expect(countFiles([uploaded, waiting, fresh, uploaded])).toEqual({ completed: 2, pending: 2 })
  })
})

describe('placesForNewFiles', () => {
  it('leaves the places not taken by files still to send', () => {
    const limits = resolveLimits({ maxFiles: 5, maxFileSize: 100 }, 2)
    expect(placesForNewFiles(limits, [])).toBe(3)
    expect(placesForNewFiles(limits, [waiting, fresh])).toBe(1)
    // Uploaded files are already in existingCount.
    expect(placesForNewFiles(limits, [uploaded, uploaded, waiting])).toBe(2)
  })

  it('is never negative', () => {
    const limits = resolveLimits({ maxFiles: 2, maxFileSize: 100 }, 1)
    expect(placesForNewFiles(limits, [waiting, waiting, waiting])).toBe(0)
  })

  it('is 0 while the settings are unusable or loading', () => {
    expect(placesForNewFiles(resolveLimits({ maxFiles: -1, maxFileSize: 100 }), [])).toBe(0)
    expect(placesForNewFiles(resolveLimits(undefined), [])).toBe(0)
  })
})

describe('maxFilesFor', () => {
  it('gives Uppy the places plus the uploaded files', () => {
    const limits = resolveLimits({ maxFiles: 5, maxFileSize: 2048.7 }, 2)
    expect(maxFilesFor(limits, [uploaded, waiting])).toBe(4)
  })

  it('says "no limit" (null), never 0, which Uppy would read as unlimited anyway', () => {
    const full = resolveLimits({ maxFiles: 3, maxFileSize: 100 }, 3)
    expect(maxFilesFor(full, [])).toBeNull()
    expect(maxFilesFor(resolveLimits(null), [])).toBeNull()
  })
})
