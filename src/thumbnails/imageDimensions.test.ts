import { describe, expect, it } from 'vitest'
import { imageDimensions } from './imageDimensions'
import { previewAllowed, THUMBNAIL_MAX_BYTES, THUMBNAIL_MAX_PIXELS } from './previewPolicy'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const be16 = (n: number) => [(n >>> 8) & 255, n & 255]
const le16 = (n: number) => [n & 255, (n >>> 8) & 255]

const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0])
/** A JPEG with an APP1 (EXIF-like) segment of `appBytes` before the frame header. */
const jpeg = (width: number, height: number, sof = 0xc2, appBytes = 100) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    be16(appBytes + 2),
    new Array(appBytes).fill(0),
    [0xff, 0xdb],
    be16(4),
    [0, 0],
    [0xff, 0xff, sof],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3],
  )

describe('imageDimensions', () => {
  it('reads a PNG from its IHDR chunk', () => {
    expect(imageDimensions(png(20_000, 6_000))).toEqual({ width: 20_000, height: 6_000 })
  })

  it('reads a GIF from its logical screen', () => {
    expect(imageDimensions(bytes('GIF89a', le16(640), le16(480), [0, 0, 0]))).toEqual({ width: 640, height: 480 })
    expect(imageDimensions(bytes('GIF87a', le16(1), le16(2), [0, 0, 0]))).toEqual({ width: 1, height: 2 })
  })

  it('reads a JPEG frame header behind other segments and fill bytes, baseline or progressive', () => {
    expect(imageDimensions(jpeg(8_000, 6_000))).toEqual({ width: 8_000, height: 6_000 })
    expect(imageDimensions(jpeg(4_032, 3_024, 0xc0, 60_000))).toEqual({ width: 4_032, height: 3_024 })
  })

  it('does not take a Huffman table (C4) for a frame header', () => {
    const withDht = bytes([0xff, 0xd8], [0xff, 0xc4], be16(4), [1, 2], [0xff, 0xc0], be16(17), [8], be16(10), be16(20))
    expect(imageDimensions(withDht)).toEqual({ width: 20, height: 10 })
  })

  it('returns null for anything else, or a header cut short', () => {
    expect(imageDimensions(bytes('%PDF-1.7'))).toBeNull()
    expect(imageDimensions(png(10, 10).subarray(0, 20))).toBeNull()
    expect(imageDimensions(jpeg(10, 10).subarray(0, 40))).toBeNull()
    expect(imageDimensions(new Uint8Array())).toBeNull()
  })
})

describe('previewAllowed', () => {
  it('previews a phone photo, not a decompression bomb or a file over the byte bound', () => {
    expect(previewAllowed(8_000_000, { width: 8_000, height: 6_000 })).toBe(true)
    expect(previewAllowed(355_000, { width: 20_000, height: 6_000 })).toBe(false)
    expect(previewAllowed(1_000, { width: THUMBNAIL_MAX_PIXELS, height: 1 })).toBe(true)
    expect(previewAllowed(1_000, { width: THUMBNAIL_MAX_PIXELS + 1, height: 1 })).toBe(false)
    expect(previewAllowed(THUMBNAIL_MAX_BYTES + 1, null)).toBe(false)
    expect(previewAllowed(1_000, null)).toBe(true)
  })
})
