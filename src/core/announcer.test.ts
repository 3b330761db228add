import { describe, expect, it, vi } from 'vitest'
import { Announcer, progressStepReached } from './announcer'

describe('Announcer', () => {
  it('keeps the latest announcement per politeness and notifies once per announcement', () => {
    const announcer = new Announcer()
    const listener = vi.fn()
    announcer.subscribe(listener)
    announcer.announce('Dodano 2 pliki.')
    announcer.announce('Plik jest uszkodzony.', 'assertive')
    expect(announcer.getSnapshot().polite?.text).toBe('Dodano 2 pliki.')
    expect(announcer.getSnapshot().assertive?.text).toBe('Plik jest uszkodzony.')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('gives a repeated text a new id so it is announced again', () => {
    const announcer = new Announcer()
    announcer.announce('Przesłano 50%.')
    const first = announcer.getSnapshot().polite?.id
    announcer.announce('Przesłano 50%.')
    expect(announcer.getSnapshot().polite?.id).not.toBe(first)
  })
})

describe('progressStepReached', () => {
  it('announces each quarter once, skipping to the highest passed', () => {
    expect(progressStepReached(10, 0)).toBeNull()
    expect(progressStepReached(26, 0)).toBe(25)
    expect(progressStepReached(30, 25)).toBeNull()
    expect(progressStepReached(80, 25)).toBe(75)
    expect(progressStepReached(100, 75)).toBeNull()
  })
})
