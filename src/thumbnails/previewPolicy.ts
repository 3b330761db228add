import type { ImageDimensions } from './imageDimensions'

/** Larger files get the file-type icon instead of a preview. */
export const THUMBNAIL_MAX_BYTES = 25 * 1024 * 1024

/** Decoding takes width × height × 4 bytes whatever the file's size; 50 MP still previews a 48 MP photo (≈ 190 MB). */
export const THUMBNAIL_MAX_PIXELS = 50_000_000

/** Whether to draw a preview of a file of `bytes` whose header declares `dimensions` (null: unknown). */
export function previewAllowed(bytes: number, dimensions: ImageDimensions | null): boolean {
  if (bytes > THUMBNAIL_MAX_BYTES) return false
  return dimensions === null || dimensions.width * dimensions.height <= THUMBNAIL_MAX_PIXELS
}
