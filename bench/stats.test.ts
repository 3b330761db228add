import { describe, expect, it } from 'vitest'
import { median, pairedDifference, pairedRatio, percentile } from './stats'

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring what is not a number', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 5])).toBe(5)
    expect(median([])).toBeNaN()
  })

  it('pairs each round with itself, so a machine that slows down between rounds cancels out', () => {
    // Per-round ratios 1.0, 0.9 and 0.8; the machine ran at full speed, half speed, then 0.9.
    const panel = [100, 45, 72]
    const raw = [100, 50, 90]
    expect(pairedRatio(panel, raw)).toBeCloseTo(0.9)
    // The ratio of the medians takes the panel's and raw's middle values from different rounds.
    expect(median(panel) / median(raw)).toBeCloseTo(0.8)
  })

  it('compares quantities that can be zero on both sides by their per-round differences', () => {
    // Long tasks: none in two rounds for both, one round where the panel had 60 ms and the baseline 80.
    expect(pairedDifference([0, 60, 0], [0, 80, 0])).toBe(0)
    expect(pairedDifference([10, 60, 5], [0, 80, 0])).toBe(5)
    expect(pairedDifference([1], [])).toBeNaN()
  })

  it('skips rounds where either side is missing or the reference is zero', () => {
    expect(pairedRatio([2, 3, 4], [1, 0])).toBe(2)
    expect(pairedRatio([0, 5], [0, 10])).toBe(0.5)
    expect(pairedRatio([], [])).toBeNaN()
  })

  it('counts a round where the measured side is zero as a ratio of 0: no long task at all meets a ≤ budget', () => {
    expect(pairedRatio([0, 0, 0], [51_968, 49_000, 53_000])).toBe(0)
    expect(pairedRatio([0, 10, 20], [100, 100, 100])).toBe(0.1)
  })

  it('takes percentiles by nearest rank: always a measured value', () => {
    const taps = Array.from({ length: 20 }, (_, index) => (index + 1) * 10) // 10, 20, … 200 ms
    expect(percentile(taps, 50)).toBe(100)
    expect(percentile(taps, 95)).toBe(190)
    expect(percentile(taps, 100)).toBe(200)
    expect(percentile(taps, 0)).toBe(10)
    expect(percentile([40, 8, 24], 50)).toBe(24)
    expect(percentile([5, Number.NaN], 95)).toBe(5)
    expect(percentile([], 50)).toBeNaN()
  })
})
