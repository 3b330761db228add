import type { LargeJpegDrawer } from './partialDecode'
import { previewBounds } from './previewBounds'
import { encodePreview } from './previewEncoding'
import type { PreviewOutcome } from './previewProtocol'

/** A preview `width` pixels wide: a large JPEG by `drawLargeJpeg` if able (the worker's partial decode); else by
 * `createImageBitmap`, turned by EXIF orientation (phones often store photos sideways), never enlarged. */
export async function drawPreview(file: Blob, width: number, drawLargeJpeg?: LargeJpegDrawer): Promise<PreviewOutcome> {
  const { allowed, dimensions } = await previewBounds(file)
  if (!allowed) return 'refused'
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return 'on-main-thread'
  const drawn =
    drawLargeJpeg && dimensions && file.type === 'image/jpeg' ? await drawLargeJpeg(file, width, dimensions) : null
  if (drawn) return drawn
  const small = dimensions !== null && Math.max(dimensions.width, dimensions.height) <= width
  let bitmap: ImageBitmap | undefined
  try {
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      ...(small ? {} : { resizeWidth: width, resizeQuality: 'medium' }),
    })
    return (await encodePreview(bitmap, bitmap.width, bitmap.height)) ?? 'on-main-thread'
  } catch {
    return 'on-main-thread'
  } finally {
    bitmap?.close()
  }
}
