import type { ImageDimensions } from './imageDimensions'

/** Larger files get the file-type icon instead of a preview. */
export const THUMBNAIL_MAX_BYTES = 25 * 1024 * 1024

/** Larger images get the icon: a preview decodes the whole image, about width × height × 4 bytes whatever the file's
 * size. 50 megapixels still previews today's phone photos (48 MP ≈ 190 MB decoded). */
export const THUMBNAIL_MAX_PIXELS = 50_000_000

/** Whether to draw a preview of a file of `bytes` whose header declares `dimensions` (null: unknown). */
export function previewAllowed(bytes: number, dimensions: ImageDimensions | null): boolean {
  if (bytes > THUMBNAIL_MAX_BYTES) return false
  return dimensions === null || dimensions.width * dimensions.height <= THUMBNAIL_MAX_PIXELS
}
