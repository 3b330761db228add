import { describe, expect, it } from 'vitest'
import { scaledSize, smoothingFor } from './scalePhoto'

describe('scaledSize', () => {
  it('brings the longer side to maxSide and keeps the proportions, landscape or portrait', () => {
    expect(scaledSize(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 })
    expect(scaledSize(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 })
    expect(scaledSize(5000, 5000, 100)).toEqual({ width: 100, height: 100 })
  })

  it('rounds the shorter side and never makes it 0', () => {
    expect(scaledSize(1000, 333, 100)).toEqual({ width: 100, height: 33 })
    expect(scaledSize(1000, 335, 100)).toEqual({ width: 100, height: 34 })
    expect(scaledSize(10_000, 1, 100)).toEqual({ width: 100, height: 1 })
  })

  it('is null for an image whose longer side is maxSide or less: it is never enlarged', () => {
    expect(scaledSize(2560, 1920, 2560)).toBeNull()
    expect(scaledSize(640, 480, 2560)).toBeNull()
  })
})

describe('smoothingFor', () => {
  it('resamples bilinearly down to half size and finely below it, where bilinear would skip pixels', () => {
    expect(smoothingFor(2560 / 4000)).toBe('low')
    expect(smoothingFor(0.5)).toBe('low')
    expect(smoothingFor(1280 / 4000)).toBe('high')
  })
})
