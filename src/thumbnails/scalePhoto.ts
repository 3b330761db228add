import { drawEncoded } from './drawEncoded'
import { HEADER_BYTES, imageDimensions } from './imageDimensions'
import { previewAllowed } from './previewPolicy'

/** How a photo is scaled before it is sent: its longer side at most `maxSide` pixels, encoded as JPEG at `quality`. */
export interface PhotoScale {
  maxSide: number
  quality: number
}

/**
 * A scaled photo, smaller than the chosen one; or why the photo is sent as it is: `unchanged` (not
 * larger than `maxSide` once upright, too large to decode, or no smaller once encoded) or `failed`
 * (this engine could not decode or encode it here).
 */
export type ScaleOutcome = Blob | 'unchanged' | 'failed'

/** The size of a `width` × `height` image scaled so that its longer side is `maxSide`; null when it is not larger. */
export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } | null {
  const longer = Math.max(width, height)
  if (longer <= maxSide) return null
  const shorter = (side: number) => Math.max(1, Math.round((side * maxSide) / longer))
  return width >= height ? { width: maxSide, height: shorter(height) } : { width: shorter(width), height: maxSide }
}

/**
 * How finely to resample at `scale` (< 1). Down to half size, bilinear filtering (`low`) reads every pixel of
 * the photo, and it drew and encoded a 12 MP photo at 2560 px in 93–187 ms where the mipmaps of `medium` and
 * `high` (the same result here) took 155–365 ms: on a phone, most of the photo's preparation. Smaller than
 * half, bilinear would skip pixels (moiré in fine patterns): `high` then.
 */
export const smoothingFor = (scale: number): ImageSmoothingQuality => (scale >= 0.5 ? 'low' : 'high')

/**
 * Scales a JPEG down in the preview worker (or on the page where the worker cannot start):
 * `createImageBitmap` decodes it and turns it upright by its EXIF orientation, an `OffscreenCanvas`
 * draws it at the scaled size and encodes it. The encoder writes no EXIF: the result carries no
 * location and no orientation tag, its pixels are upright. Bounded as previews are: a photo whose
 * header declares more pixels than a preview may decode is not decoded.
 */
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
