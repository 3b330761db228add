import { previewBounds } from './previewBounds'
import type { PreviewOutcome } from './previewProtocol'

/**
 * Draws the preview of an image `width` pixels wide, off the main thread where it runs in the
 * preview worker: `createImageBitmap` decodes, turns the image by its EXIF orientation (phone
 * photos are often stored sideways) and scales it; `OffscreenCanvas` encodes it. WebP keeps
 * transparency; WebKit, which cannot encode WebP, gives PNG, transparent too. An image no wider
 * and no taller than the preview is not enlarged.
 */
export async function drawPreview(file: Blob, width: number): Promise<PreviewOutcome> {
  const { allowed, dimensions } = await previewBounds(file)
  if (!allowed) return 'refused'
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return 'on-main-thread'
  const small = dimensions !== null && Math.max(dimensions.width, dimensions.height) <= width
  let bitmap: ImageBitmap | undefined
  try {
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      ...(small ? {} : { resizeWidth: width, resizeQuality: 'medium' }),
    })
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) return 'on-main-thread'
    context.drawImage(bitmap, 0, 0)
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 })
  } catch {
    // An engine that cannot decode or encode this image here: Uppy's generator tries.
    return 'on-main-thread'
  } finally {
    bitmap?.close()
  }
}
