import { describe, expect, it } from 'vitest'
import { hasFilesToSend, type SendableState } from './filesToSend'

const file = (uploadStarted: number | null = null) => ({ progress: { uploadStarted } })

describe('hasFilesToSend', () => {
  it('is false for an empty list', () => {
    expect(hasFilesToSend({ files: {}, currentUploads: {} })).toBe(false)
  })

  it('is true for a file no run has taken', () => {
    expect(hasFilesToSend({ files: { a: file() }, currentUploads: {} })).toBe(true)
  })

  it('is false for files a run holds while pre-processing them, before their upload starts', () => {
    const state: SendableState = { files: { a: file(), b: file() }, currentUploads: { run: { fileIDs: ['a', 'b'] } } }
    expect(hasFilesToSend(state)).toBe(false)
  })

  it('is true when a file was added beside the ones a run holds', () => {
    const state: SendableState = { files: { a: file(), c: file() }, currentUploads: { run: { fileIDs: ['a'] } } }
    expect(hasFilesToSend(state)).toBe(true)
  })

  it('is false once every file has started uploading, whether a run still holds it or not', () => {
    const state: SendableState = { files: { a: file(1), b: file(2) }, currentUploads: { run: { fileIDs: ['a'] } } }
    expect(hasFilesToSend(state)).toBe(false)
  })
})
