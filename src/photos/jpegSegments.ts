// A JPEG's header segments, read without touching the image data: where EXIF and XMP (APP1) are, where the scan starts.

const MARKER = 0xff
const START_OF_IMAGE = 0xd8
const START_OF_SCAN = 0xda
/** Markers that stand alone, without a length (RST0–7, TEM): never in a valid header, skipped if met. */
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01
export const APP1 = 0xe1

/** One segment of the header: its marker, where it starts (at the 0xFF) and where it ends. */
export interface JpegSegment {
  marker: number
  start: number
  /** First byte of the segment's payload, after the marker and the two length bytes. */
  payloadStart: number
  end: number
}

type JpegHead =
  | { kind: 'segments'; segments: JpegSegment[]; scanStart: number }
  /** The bytes end inside the header: read at least `needed` bytes and ask again. */
  | { kind: 'truncated'; needed: number }
  | { kind: 'not-jpeg' }

const startsLikeJpeg = (bytes: Uint8Array) => bytes[0] === MARKER && bytes[1] === START_OF_IMAGE

/** Walks the header to the scan. `bytes` may be the file's start: ending inside the header, says how many it needs. */
export function readJpegHead(bytes: Uint8Array): JpegHead {
  if (bytes.length < 2) return { kind: 'truncated', needed: 2 }
  if (!startsLikeJpeg(bytes)) return { kind: 'not-jpeg' }
  const segments: JpegSegment[] = []
  let offset = 2
  for (;;) {
    if (offset + 4 > bytes.length) return { kind: 'truncated', needed: offset + 4 }
    if (bytes[offset] !== MARKER) return { kind: 'not-jpeg' }
    const marker = bytes[offset + 1] ?? 0
    if (marker === MARKER || isStandalone(marker)) {
      // Fill bytes before a marker, or a marker without a length.
      offset += marker === MARKER ? 1 : 2
      continue
    }
    if (marker === START_OF_SCAN) return { kind: 'segments', segments, scanStart: offset }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)
    if (length < 2) return { kind: 'not-jpeg' }
    const end = offset + 2 + length
    segments.push({ marker, start: offset, payloadStart: offset + 4, end })
    offset = end
  }
}

/** Whether the segment's payload starts with these bytes (an APP segment's identifier). */
export function payloadStartsWith(bytes: Uint8Array, segment: JpegSegment, prefix: Uint8Array): boolean {
  if (segment.payloadStart + prefix.length > segment.end) return false
  return prefix.every((byte, index) => bytes[segment.payloadStart + index] === byte)
}
