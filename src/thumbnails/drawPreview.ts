import type { LargeJpegDrawer } from './partialDecode'
import { previewBounds } from './previewBounds'
import { encodePreview } from './previewEncoding'
import type { PreviewOutcome } from './previewProtocol'

/** Draws an image's preview `width` pixels wide (off the main thread in the worker): a large JPEG by `drawLargeJpeg`
 * if given and able (the worker's partial decode); else `createImageBitmap` decodes, turns it by EXIF orientation
 * (phone photos are often stored sideways) and scales it, `OffscreenCanvas` encodes it. A small one is not enlarged. */
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
    // An engine that cannot decode or encode this image here: Uppy's generator tries.
    return 'on-main-thread'
  } finally {
    bitmap?.close()
  }
}
