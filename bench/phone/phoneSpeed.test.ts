import { describe, expect, it } from 'vitest'
import { phoneBrowserShare, phoneThrottleRate, REFERENCE_BROWSER_SHARE, REFERENCE_LOOP_MS } from './phoneSpeed'

describe("the phone profiles, set from the machine's speed", () => {
  it('are the reference ones on a machine as fast as the reference', () => {
    expect(phoneBrowserShare(REFERENCE_LOOP_MS)).toBe(REFERENCE_BROWSER_SHARE)
    expect(phoneThrottleRate(REFERENCE_LOOP_MS)).toBe(4)
  })

  it('give a slower machine more of a core and a lighter throttle, a faster one less and a heavier', () => {
    expect(phoneBrowserShare(80)).toBe(0.8)
    expect(phoneThrottleRate(80)).toBe(2.5)
    expect(phoneBrowserShare(25)).toBe(0.25)
    expect(phoneThrottleRate(25)).toBe(8)
    expect(phoneThrottleRate(123)).toBe(1.63)
  })

  it('never give more than one core, nothing at all, or a throttle that speeds the page up', () => {
    expect(phoneBrowserShare(REFERENCE_LOOP_MS * 3)).toBe(1)
    expect(phoneBrowserShare(0.1)).toBe(0.05)
    expect(phoneThrottleRate(REFERENCE_LOOP_MS * 5)).toBe(1)
  })
})
