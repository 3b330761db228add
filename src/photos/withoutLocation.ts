import { removeExifLocation } from './exifLocation'
import { APP1, type JpegSegment, payloadStartsWith, readJpegHead } from './jpegSegments'
import { removeXmpLocation } from './xmpLocation'

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const EXIF_ID = ascii('Exif\0\0')
const XMP_ID = ascii('http://ns.adobe.com/xap/1.0/\0')

/** A phone photo's header (EXIF with its thumbnail, XMP, ICC profile) fits in this, nearly always. */
const FIRST_READ_BYTES = 128 * 1024
/** Longer headers are not read (sent as chosen): at most 64 KB a segment, this is dozens; image data is never read. */
export const LONGEST_HEADER_BYTES = 2 * 1024 * 1024

/** Removes the location from the EXIF or XMP segment in place; whether it held one. */
function removeLocationFrom(bytes: Uint8Array, segment: JpegSegment): boolean {
  if (segment.marker !== APP1) return false
  if (payloadStartsWith(bytes, segment, EXIF_ID))
    return removeExifLocation(bytes.subarray(segment.payloadStart + EXIF_ID.length, segment.end))
  if (payloadStartsWith(bytes, segment, XMP_ID))
    return removeXmpLocation(bytes.subarray(segment.payloadStart + XMP_ID.length, segment.end))
  return false
}

/** The file's header, read in as few slices as it takes; null when it is not a JPEG or too long. */
async function readHeader(
  file: Blob,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; scanStart: number; segments: JpegSegment[] } | null> {
  let length = Math.min(FIRST_READ_BYTES, file.size)
  for (;;) {
    const bytes = new Uint8Array(await file.slice(0, length).arrayBuffer())
    const head = readJpegHead(bytes)
    if (head.kind === 'segments') return { bytes, scanStart: head.scanStart, segments: head.segments }
    if (head.kind === 'not-jpeg' || length >= file.size) return null
    // Twice what it needs, so a long header takes a few reads rather than one per segment.
    length = Math.min(file.size, head.needed * 2)
    if (length > LONGEST_HEADER_BYTES) return null
  }
}

/** The JPEG with its EXIF GPS data (and pointer) and XMP location blanked in place, all else (image data, other tags,
 * Orientation) unchanged. Only the header is read; the rest is the chosen file's bytes. Null: no location, or not a
 * JPEG's header (sent as chosen). Rejects only if the file cannot be read. */
export async function withoutLocation(file: Blob): Promise<Blob | null> {
  const header = await readHeader(file)
  if (!header) return null
  const { bytes, scanStart, segments } = header
  let removed = false
  for (const segment of segments) if (removeLocationFrom(bytes, segment)) removed = true
  if (!removed) return null
  const parts = [bytes.subarray(0, scanStart), file.slice(scanStart)]
  // A picked file stays a File (its name and date); a pasted or restored one is a Blob.
  return file instanceof File
    ? new File(parts, file.name, { type: file.type, lastModified: file.lastModified })
    : new Blob(parts, { type: file.type })
}
