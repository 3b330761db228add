import { describe, expect, it } from 'vitest'
import { DEFAULT_PHOTO_QUALITY, photoScaleOf } from './photoScaleOptions'

describe('photoScaleOf', () => {
  it('takes the host’s maxSide and quality, 0.85 when it gives none', () => {
    expect(photoScaleOf({ maxSide: 2560, quality: 0.7 })).toEqual({ maxSide: 2560, quality: 0.7 })
    expect(photoScaleOf({ maxSide: 2560 })).toEqual({ maxSide: 2560, quality: DEFAULT_PHOTO_QUALITY })
    expect(DEFAULT_PHOTO_QUALITY).toBe(0.85)
  })

  it('scales nothing without resizePhotos or with a maxSide below one pixel', () => {
    expect(photoScaleOf(undefined)).toBeNull()
    expect(photoScaleOf({ maxSide: 0 })).toBeNull()
    expect(photoScaleOf({ maxSide: -100 })).toBeNull()
    expect(photoScaleOf({ maxSide: Number.NaN })).toBeNull()
  })

  it('rounds maxSide down to whole pixels and replaces a quality outside 0–1 by the default', () => {
    expect(photoScaleOf({ maxSide: 1024.9, quality: 1 })).toEqual({ maxSide: 1024, quality: 1 })
    expect(photoScaleOf({ maxSide: 1024, quality: 0 })).toEqual({ maxSide: 1024, quality: 0 })
    expect(photoScaleOf({ maxSide: 1024, quality: 85 })?.quality).toBe(DEFAULT_PHOTO_QUALITY)
    expect(photoScaleOf({ maxSide: 1024, quality: -1 })?.quality).toBe(DEFAULT_PHOTO_QUALITY)
  })
})
