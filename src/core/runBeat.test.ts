import { describe, expect, it } from 'vitest'
import { untilNextBeat } from './runBeat'

describe('untilNextBeat', () => {
  it('draws the first change after a quiet interval at once', () => {
    expect(untilNextBeat(0, 250, 250)).toBe(0)
    expect(untilNextBeat(1_000, 1_731, 250)).toBe(0)
    expect(untilNextBeat(Number.NEGATIVE_INFINITY, 37, 250)).toBe(0)
  })

  it('draws later changes on the shared beat, so views drawn at different moments meet in one frame', () => {
    // Two views that last drew 30 ms apart both wait for the beat at 1 500.
    expect(1_320 + untilNextBeat(1_210, 1_320, 250)).toBe(1_500)
    expect(1_320 + untilNextBeat(1_240, 1_320, 250)).toBe(1_500)
    expect(1_499 + untilNextBeat(1_300, 1_499, 250)).toBe(1_500)
  })

  it('skips a beat that comes less than half an interval after the last drawing', () => {
    expect(1_420 + untilNextBeat(1_400, 1_420, 250)).toBe(1_750)
    expect(1_480 + untilNextBeat(1_376, 1_480, 250)).toBe(1_750)
    expect(1_480 + untilNextBeat(1_375, 1_480, 250)).toBe(1_500)
  })

  it('waits at most an interval and a half', () => {
    for (let last = 0; last < 500; last += 7)
      for (let now = last; now < last + 250; now += 11) expect(untilNextBeat(last, now, 250)).toBeLessThanOrEqual(375)
  })
})
