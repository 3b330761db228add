// JPEGs with the metadata phones write. The EXIF Orientation tag, written and read: a phone stores
// most photos as the sensor saw them (4000 × 3000) and says in this tag how to turn them (6: 90°
// clockwise, a portrait); whoever draws a preview has to read it. Browsers' encoders write no EXIF, so
// the tests that need a photo stored sideways (e2e/engines/previews.test.ts) add it with this, and the
// bench's phone photos (bench/phone/photos.ts) a phone's whole EXIF block, most with where they were taken. And headers that say where a photo was taken
// (./exifBlocks.ts) in front of a filler scan, for the code that rewrites headers, not for decoders.
// Part of the test fixtures (./fixtures.ts): plain bytes, usable in Node and the browser.
import { type JpegSegment, readJpegHead } from '../photos/jpegSegments'
import { type ExifOptions, photoExif, tiffBlock } from './exifBlocks'
import { concatBytes } from './fixtures'

const APP0 = 0xe0
const APP1 = 0xe1
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const EXIF_HEADER = ascii('Exif\0\0')
const ORIENTATION_TAG = 0x0112
const SHORT = 3

/** The header's segments (the panel's own reader); throws on bytes that are not a whole JPEG header. */
function headerSegments(jpeg: Uint8Array): JpegSegment[] {
  const head = readJpegHead(jpeg)
  if (head.kind === 'not-jpeg') throw new Error('Not a JPEG')
  if (head.kind === 'truncated') throw new Error('Not a whole JPEG header: no start-of-scan marker')
  return head.segments
}

const isExif = (jpeg: Uint8Array, segment: JpegSegment) =>
  segment.marker === APP1 && EXIF_HEADER.every((byte, index) => jpeg[segment.payloadStart + index] === byte)

/** A marker segment: 0xFF, the marker, the length (itself included) and the payload. */
export function segment(marker: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = payload.length + 2
  return concatBytes(Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), payload)
}

export const exifSegment = (tiff: Uint8Array) => segment(APP1, concatBytes(EXIF_HEADER, tiff))
export const xmpSegment = (packet: string) =>
  segment(APP1, concatBytes(ascii('http://ns.adobe.com/xap/1.0/\0'), new TextEncoder().encode(packet)))

/** Stand-ins for the tables, frame header and entropy-coded scan: recognisable bytes no code should change. */
const QUANTISATION = segment(0xdb, new Uint8Array(65).fill(1))
const FRAME = segment(0xc0, Uint8Array.from([8, 0, 3, 0, 4, 1, 1, 0x11, 0]))
const SCAN_HEADER = segment(0xda, Uint8Array.from([1, 1, 0, 0, 63, 0]))

/** A JPEG: start of image, these header segments, then the tables, the scan (`scanBytes` of filler) and the end. */
export function jpegWith(header: readonly Uint8Array[], scanBytes = 4096): Uint8Array<ArrayBuffer> {
  const scan = Uint8Array.from({ length: scanBytes }, (_, index) => (index * 31 + 7) % 0xff)
  return concatBytes(
    Uint8Array.from([0xff, 0xd8]),
    ...header,
    QUANTISATION,
    FRAME,
    SCAN_HEADER,
    scan,
    Uint8Array.from([0xff, 0xd9]),
  )
}

function assertOrientation(orientation: number) {
  if (!Number.isInteger(orientation) || orientation < 1 || orientation > 8)
    throw new RangeError(`EXIF orientation is 1–8, not ${orientation}`)
}

/**
 * An APP1 segment holding a big-endian TIFF structure with one IFD and one entry, Orientation
 * (a SHORT, left-justified in the entry's four value bytes), as the EXIF 2.3 specification lays it out.
 */
export function exifOrientationSegment(orientation: number): Uint8Array<ArrayBuffer> {
  assertOrientation(orientation)
  return exifSegment(tiffBlock([[{ tag: ORIENTATION_TAG, type: 'SHORT', values: [orientation] }]]))
}

/**
 * The same JPEG as a phone writes it: an EXIF APP1 segment with `orientation` right after the
 * start of the image, in place of the JFIF APP0 segment (the two are not written together) and of
 * any earlier EXIF segment. Everything else is kept byte for byte.
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  return withExifSegment(jpeg, exifOrientationSegment(orientation))
}

/**
 * The same JPEG with a phone's whole EXIF block (./exifBlocks.ts: make, model, orientation, date and, unless
 * `location` is false, the GPS IFD), placed as `withExifOrientation` places its segment.
 */
export function withPhoneExif(jpeg: Uint8Array, options: ExifOptions): Uint8Array<ArrayBuffer> {
  if (options.orientation !== undefined) assertOrientation(options.orientation)
  return withExifSegment(jpeg, exifSegment(photoExif(options)))
}

/** `exif` right after the start of the image, in place of JFIF and of any earlier EXIF segment. */
function withExifSegment(jpeg: Uint8Array, exif: Uint8Array): Uint8Array<ArrayBuffer> {
  const segments = headerSegments(jpeg)
  const dropped = segments.filter((segment) => segment.marker === APP0 || isExif(jpeg, segment))
  const parts: Uint8Array[] = [jpeg.subarray(0, 2), exif]
  let from = 2
  for (const segment of dropped) {
    parts.push(jpeg.subarray(from, segment.start))
    from = segment.end
  }
  parts.push(jpeg.subarray(from))
  return concatBytes(...parts)
}

/** The Orientation of a JPEG's EXIF IFD0 (either byte order); undefined when it has none. */
export function readExifOrientation(jpeg: Uint8Array): number | undefined {
  const segment = headerSegments(jpeg).find((candidate) => isExif(jpeg, candidate))
  if (!segment) return undefined
  const tiff = segment.payloadStart + EXIF_HEADER.length
  const view = new DataView(jpeg.buffer, jpeg.byteOffset + tiff, segment.end - tiff)
  const order = view.getUint16(0)
  if (order !== 0x4d4d && order !== 0x4949) return undefined
  const little = order === 0x4949
  const ifd = view.getUint32(4, little)
  const entries = view.getUint16(ifd, little)
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue
    if (view.getUint16(entry + 2, little) !== SHORT) return undefined
    return view.getUint16(entry + 8, little)
  }
  return undefined
}
