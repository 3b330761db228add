import { describe, expect, it } from 'vitest'
import { answersToCome, runInProgress } from './runInProgress'

const file = (overrides: { error?: string; isPaused?: boolean; uploadComplete?: boolean } = {}) => ({
  ...(overrides.error === undefined ? {} : { error: overrides.error }),
  ...(overrides.isPaused === undefined ? {} : { isPaused: overrides.isPaused }),
  progress: { uploadComplete: overrides.uploadComplete ?? false },
})

describe('runInProgress', () => {
  it('is true while an upload is current', () => {
    expect(runInProgress({ currentUploads: {} })).toBe(false)
    expect(runInProgress({ currentUploads: { run: { fileIDs: ['a'] } } })).toBe(true)
  })
})

describe('answersToCome', () => {
  it('waits for a file of the run that has neither been sent nor failed', () => {
    const state = {
      currentUploads: { run: { fileIDs: ['sent', 'failed', 'waiting'] } },
      files: { sent: file({ uploadComplete: true }), failed: file({ error: 'Błąd.' }), waiting: file() },
    }
    expect(answersToCome(state)).toBe(true)
  })

  it('waits for nothing once every file of the run is sent or failed, or paused, or removed', () => {
    const state = {
      currentUploads: { run: { fileIDs: ['sent', 'failed', 'paused', 'removed'] } },
      files: {
        sent: file({ uploadComplete: true }),
        failed: file({ error: 'Błąd.' }),
        paused: file({ isPaused: true }),
      },
    }
    expect(answersToCome(state)).toBe(false)
  })

  it('waits for nothing between runs, however many files are listed', () => {
    expect(answersToCome({ currentUploads: {}, files: { listed: file() } })).toBe(false)
  })
})
