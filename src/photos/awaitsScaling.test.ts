import { describe, expect, it } from 'vitest'
import { awaitsScaling, type FileInRun } from './awaitsScaling'

const photo = (overrides: Partial<FileInRun> = {}): FileInRun => ({
  id: 'zdjecie',
  type: 'image/jpeg',
  progress: { bytesUploaded: false },
  ...overrides,
})
const running = { run: { fileIDs: ['inne', 'zdjecie'] } }

describe('awaitsScaling', () => {
  it('holds a JPEG of the run under way until its bytes start to go, when photos are scaled', () => {
    expect(awaitsScaling(photo(), running, true)).toBe(true)
    expect(awaitsScaling(photo({ progress: { bytesUploaded: 0 } }), running, true)).toBe(true)
    expect(awaitsScaling(photo({ progress: { bytesUploaded: 1 } }), running, true)).toBe(false)
  })

  it('holds nothing when photos are not scaled, nor what is not a JPEG', () => {
    expect(awaitsScaling(photo(), running, false)).toBe(false)
    expect(awaitsScaling(photo({ type: 'image/png' }), running, true)).toBe(false)
    expect(awaitsScaling(photo({ type: 'application/pdf' }), running, true)).toBe(false)
  })

  it('holds a photo only while it is part of a run: not before the press, nor one added during a run', () => {
    expect(awaitsScaling(photo(), {}, true)).toBe(false)
    expect(awaitsScaling(photo(), { run: { fileIDs: ['inne'] } }, true)).toBe(false)
  })

  it('lets a paused or failed photo be drawn as it is: it will not go soon', () => {
    expect(awaitsScaling(photo({ isPaused: true }), running, true)).toBe(false)
    expect(awaitsScaling(photo({ error: 'Przesyłanie nie powiodło się' }), running, true)).toBe(false)
  })
})
