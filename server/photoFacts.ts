/**
 * What a stored image says about itself, for the tests that check what left the member's browser:
 * whether it carries the place it was taken (EXIF GPS or XMP location, read by exifr), its pixel size
 * and its EXIF orientation (read by image-size). Read after the file is stored, from its first bytes
 * (a photo's metadata and frame header come before its image data): a large file is not read whole.
 */
import { open } from 'node:fs/promises'
import exifr from 'exifr'
import { imageSize } from 'image-size'

export interface PhotoFacts {
  /** EXIF GPS data or XMP location properties are present. */
  hasLocation: boolean
  width: number | null
  height: number | null
  /** The EXIF Orientation (1–8); null when the file has none. */
  orientation: number | null
}

/** What exifr calls location: its GPS output, or XMP's exif:GPS* and place properties. */
const LOCATION_KEY = /^(GPS|latitude$|longitude$|City$|State$|Country$|Location)/

const HEAD_BYTES = 1024 * 1024

async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path)
  try {
    const buffer = new Uint8Array(HEAD_BYTES)
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

export async function readPhotoFacts(path: string, type: string): Promise<PhotoFacts | null> {
  if (!type.startsWith('image/')) return null
  const bytes = await readHead(path)
  const metadata: Record<string, unknown> | undefined = await exifr
    .parse(bytes, { tiff: true, gps: true, xmp: true, iptc: true, mergeOutput: true, translateValues: false })
    .catch(() => undefined)
  let size: { width: number; height: number } | null = null
  try {
    size = imageSize(bytes)
  } catch {
    // Not an image image-size knows (or a broken one): no dimensions.
  }
  const orientation = metadata?.Orientation
  return {
    hasLocation: Object.keys(metadata ?? {}).some((key) => LOCATION_KEY.test(key)),
    width: size?.width ?? null,
    height: size?.height ?? null,
    orientation: typeof orientation === 'number' ? orientation : null,
  }
}
