import exifr from 'exifr'
import { describe, expect, it } from 'vitest'
import { PHOTO_PLACE } from './exifBlocks'
import { exifOrientationSegment, readExifOrientation, withExifOrientation, withPhoneExif } from './exifPhotos'

/** A marker segment: FF, marker, 16-bit length (itself included), payload. */
const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
]
const JFIF = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
const ICC = segment(0xe2, [0x49, 0x43, 0x43, 0x5f, 1, 2, 3])
const DQT = segment(0xdb, [0, ...Array.from({ length: 64 }, (_, index) => index + 1)])
/** Start of scan, a few entropy-coded bytes (one stuffed FF 00), end of image. */
const SCAN = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0xff, 0x00, 0x34, 0xff, 0xd9]
/** Laid out as Chromium's encoder writes a JPEG: SOI, JFIF APP0, ICC APP2, tables, scan. */
const jpeg = (...parts: number[][]) => Uint8Array.from([0xff, 0xd8, ...parts.flat()])

describe('EXIF orientation', () => {
  it('writes the APP1 segment the EXIF specification lays out: big-endian TIFF, one IFD, one SHORT entry', () => {
    expect([...exifOrientationSegment(6)]).toEqual([
      ...[0xff, 0xe1, 0x00, 0x22], // APP1, 34 bytes
      ...[0x45, 0x78, 0x69, 0x66, 0x00, 0x00], // "Exif\0\0"
      ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // "MM", 42, IFD0 at 8
      ...[0x00, 0x01], // one entry
      ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00], // 0x0112 SHORT ×1 = 6
      ...[0x00, 0x00, 0x00, 0x00], // no IFD1
    ])
    expect(() => exifOrientationSegment(0)).toThrow(RangeError)
    expect(() => exifOrientationSegment(9)).toThrow(RangeError)
  })

  it('puts EXIF right after the start of the image in place of JFIF, keeping every other byte', () => {
    const original = jpeg(JFIF, ICC, DQT, SCAN)
    const tagged = withExifOrientation(original, 6)
    expect([...tagged.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1])
    expect([...tagged.subarray(2 + 36)]).toEqual([...ICC, ...DQT, ...SCAN])
    expect(tagged.length).toBe(original.length - JFIF.length + 36)
    expect(readExifOrientation(tagged)).toBe(6)
  })

  it('replaces an earlier EXIF segment instead of adding a second one', () => {
    const twice = withExifOrientation(withExifOrientation(jpeg(JFIF, DQT, SCAN), 6), 3)
    expect(readExifOrientation(twice)).toBe(3)
    expect(twice.length).toBe(2 + 36 + DQT.length + SCAN.length)
  })

  it('reads a little-endian EXIF whose orientation is not the first entry', () => {
    const tiff = [
      ...[0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00], // "II", 42, IFD0 at 8
      ...[0x02, 0x00], // two entries
      ...[0x0f, 0x01, 0x02, 0x00, 0x04, 0x00, 0x00, 0x00, 0x41, 0x42, 0x43, 0x00], // Make, ASCII "ABC"
      ...[0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00], // Orientation = 8
      ...[0x00, 0x00, 0x00, 0x00],
    ]
    const exif = segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff])
    expect(readExifOrientation(jpeg(exif, DQT, SCAN))).toBe(8)
  })

  it('finds no orientation in a JPEG without EXIF, and refuses what is not a JPEG', () => {
    expect(readExifOrientation(jpeg(JFIF, ICC, DQT, SCAN))).toBeUndefined()
    // An APP1 that is not EXIF (XMP starts with its namespace URL).
    const xmp = segment(0xe1, [...new TextEncoder().encode('http://ns.adobe.com/xap/1.0/\0')])
    expect(readExifOrientation(jpeg(xmp, DQT, SCAN))).toBeUndefined()
    expect(() => readExifOrientation(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toThrow(/Not a JPEG/)
    expect(() => withExifOrientation(jpeg(JFIF, DQT), 6)).toThrow(/no start-of-scan/)
  })
})

describe("a phone's EXIF block", () => {
  it('takes the place of JFIF and of an earlier EXIF segment, with its orientation and, if asked, its location', async () => {
    const original = jpeg(JFIF, ICC, DQT, SCAN)
    const located = withPhoneExif(withExifOrientation(original, 3), { orientation: 6 })
    expect(readExifOrientation(located)).toBe(6)
    expect(located.subarray(-(ICC.length + DQT.length + SCAN.length))).toEqual(
      Uint8Array.from([...ICC, ...DQT, ...SCAN]),
    )
    const where = await exifr.gps(located)
    expect(where?.latitude).toBeCloseTo(PHOTO_PLACE.latitude, 3)
    expect(where?.longitude).toBeCloseTo(PHOTO_PLACE.longitude, 3)
    const unlocated = withPhoneExif(original, { orientation: 8, location: false })
    expect(readExifOrientation(unlocated)).toBe(8)
    expect(await exifr.gps(unlocated)).toBeUndefined()
    expect(() => withPhoneExif(original, { orientation: 9 })).toThrow(RangeError)
  })
})
