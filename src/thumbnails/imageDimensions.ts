/** Width and height in pixels, as the image's header declares them. */
export interface ImageDimensions {
  width: number
  height: number
}

/** Enough of a file to reach a JPEG's frame header behind EXIF and colour-profile segments. */
export const HEADER_BYTES = 256 * 1024

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function pngDimensions(bytes: Uint8Array, view: DataView): ImageDimensions | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

function gifDimensions(bytes: Uint8Array, view: DataView): ImageDimensions | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(String.fromCharCode(...bytes.subarray(0, 6)))) return null
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) }
}

function jpegDimensions(bytes: Uint8Array, view: DataView): ImageDimensions | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset++
      continue
    }
    const length = view.getUint16(offset + 2)
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) }
    }
    if (length < 2) return null
    offset += 2 + length
  }
  return null
}

/** A PNG's, GIF's or JPEG's declared size (null: unreadable): a decompression bomb is known before any decode. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return pngDimensions(bytes, view) ?? gifDimensions(bytes, view) ?? jpegDimensions(bytes, view)
}
