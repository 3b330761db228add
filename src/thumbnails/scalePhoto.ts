import { drawEncoded } from './drawEncoded'
import { HEADER_BYTES, imageDimensions } from './imageDimensions'
import { previewAllowed } from './previewPolicy'

/** How a photo is scaled before it is sent: its longer side at most `maxSide` pixels, encoded as JPEG at `quality`. */
export interface PhotoScale {
  maxSide: number
  quality: number
}

/** A smaller photo; else `unchanged` (fits `maxSide`, too big to decode, not smaller) or `failed`: sent as chosen. */
export type ScaleOutcome = Blob | 'unchanged' | 'failed'

/** The size of a `width` × `height` image scaled so that its longer side is `maxSide`; null when it is not larger. */
export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } | null {
  const longer = Math.max(width, height)
  if (longer <= maxSide) return null
  const shorter = (side: number) => Math.max(1, Math.round((side * maxSide) / longer))
  return width >= height ? { width: maxSide, height: shorter(height) } : { width: shorter(width), height: maxSide }
}

/** To half size bilinear (`low`) reads all pixels, cheaper than mipmaps (`medium`/`high`); below, it skips: moiré. */
export const smoothingFor = (scale: number): ImageSmoothingQuality => (scale >= 0.5 ? 'low' : 'high')

/** Scales a JPEG down, decoded upright by its EXIF orientation and encoded by an `OffscreenCanvas`: no EXIF is written
 * (no location, no orientation tag). Bounded as previews are: too many pixels declared, not decoded. */
export async function scalePhoto(file: Blob, { maxSide, quality }: PhotoScale): Promise<ScaleOutcome> {
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return 'failed'
  let bitmap: ImageBitmap | undefined
  try {
    const dimensions = imageDimensions(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()))
    if (!dimensions || !previewAllowed(0, dimensions)) return 'unchanged'
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const size = scaledSize(bitmap.width, bitmap.height, maxSide)
    if (!size) return 'unchanged'
    const smoothing = smoothingFor(size.width / bitmap.width)
    const scaled = await drawEncoded(bitmap, size.width, size.height, smoothing, 'image/jpeg', quality)
    if (!scaled) return 'failed'
    return scaled.size < file.size ? scaled : 'unchanged'
  } catch {
    return 'failed'
  } finally {
    bitmap?.close()
  }
}
