// The EXIF Orientation tag of a JPEG, written and read. A phone stores most photos as the sensor
// saw them (4000 × 3000) and says in this tag how to turn them (6: 90° clockwise, a portrait);
// whoever draws a preview has to read it. Browsers' encoders write no EXIF, so the tests that need a
// photo stored sideways (e2e/engines/previews.test.ts) and the bench's phone photos (bench/phone/photos.ts)
// add it with this. Part of the test fixtures (./fixtures.ts): plain bytes, usable in Node and the browser.
import { concatBytes } from './fixtures'

const SOI = 0xd8
const SOS = 0xda
const APP0 = 0xe0
const APP1 = 0xe1
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"
const ORIENTATION_TAG = 0x0112
const SHORT = 3

/** A segment of a JPEG's header: its marker and where it starts and ends (marker included). */
interface Segment {
  marker: number
  start: number
  end: number
}

/** The marker segments from the start of the image up to the start of the scan (not included). */
function headerSegments(jpeg: Uint8Array): { segments: Segment[]; scanStart: number } {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new Error('Not a JPEG: no start-of-image marker')
  const segments: Segment[] = []
  let offset = 2
  while (offset + 4 <= jpeg.length) {
    if (jpeg[offset] !== 0xff) throw new Error(`Not a JPEG marker at byte ${offset}`)
    const marker = jpeg[offset + 1] ?? 0
    if (marker === 0xff) {
      offset++ // fill byte
      continue
    }
    if (marker === SOS) return { segments, scanStart: offset }
    const length = ((jpeg[offset + 2] ?? 0) << 8) | (jpeg[offset + 3] ?? 0)
    segments.push({ marker, start: offset, end: offset + 2 + length })
    offset += 2 + length
  }
  throw new Error('Not a JPEG: no start-of-scan marker')
}

const isExif = (jpeg: Uint8Array, segment: Segment) =>
  segment.marker === APP1 && EXIF_HEADER.every((byte, index) => jpeg[segment.start + 4 + index] === byte)

/**
 * An APP1 segment holding a big-endian TIFF structure with one IFD and one entry, Orientation
 * (a SHORT, left-justified in the entry's four value bytes), as the EXIF 2.3 specification lays it out.
 */
export function exifOrientationSegment(orientation: number): Uint8Array {
  if (!Number.isInteger(orientation) || orientation < 1 || orientation > 8)
    throw new RangeError(`EXIF orientation is 1–8, not ${orientation}`)
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // "MM", 42, first IFD at byte 8
    ...[0x00, 0x01], // one entry
    ...[ORIENTATION_TAG >> 8, ORIENTATION_TAG & 0xff, 0x00, SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0, 0],
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ]
  const length = 2 + EXIF_HEADER.length + tiff.length
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...EXIF_HEADER, ...tiff])
}

/**
 * The same JPEG as a phone writes it: an EXIF APP1 segment with `orientation` right after the
 * start of the image, in place of the JFIF APP0 segment (the two are not written together) and of
 * any earlier EXIF segment. Everything else is kept byte for byte.
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  const { segments } = headerSegments(jpeg)
  const dropped = segments.filter((segment) => segment.marker === APP0 || isExif(jpeg, segment))
  const exif = exifOrientationSegment(orientation)
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
  const segment = headerSegments(jpeg).segments.find((candidate) => isExif(jpeg, candidate))
  if (!segment) return undefined
  const tiff = segment.start + 4 + EXIF_HEADER.length
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
