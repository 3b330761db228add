import { describe, expect, it } from 'vitest'
import { SharedReadRate } from './readRate'

describe('SharedReadRate', () => {
  it('reads at full speed until a rate is set, and again after null', () => {
    const rate = new SharedReadRate()
    expect(rate.delayFor(1_000_000, 0)).toBe(0)
    rate.set(1000)
    expect(rate.delayFor(500, 0)).toBe(500)
    rate.set(null)
    expect(rate.delayFor(1_000_000, 0)).toBe(0)
  })

  it('shares one link between bodies: chunks of two requests queue behind each other', () => {
    const rate = new SharedReadRate()
    rate.set(100_000)
    expect(rate.delayFor(50_000, 0)).toBe(500)
    expect(rate.delayFor(50_000, 0)).toBe(1000)
    // Idle time is not saved up for later.
    expect(rate.delayFor(10_000, 5_000)).toBe(100)
  })

  it('refuses a rate that is not positive', () => {
    expect(() => new SharedReadRate().set(0)).toThrow(RangeError)
  })
})
