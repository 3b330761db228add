import type { ImageDimensions } from './imageDimensions'
import { encodePreview } from './previewEncoding'

/** Draws a large JPEG's preview more cheaply than a whole decode, or says it cannot (null). */
export type LargeJpegDrawer = (file: Blob, width: number, stored: ImageDimensions) => Promise<Blob | null>

const PROPORTION_TOLERANCE = 0.02

let decodesByArea = true

const near = (ratio: number, expected: number) => Math.abs(ratio - expected) <= PROPORTION_TOLERANCE * expected

/** A JPEG ≥ 2× the preview's width, decoded by `ImageDecoder` at 1/8 … 4/8 of its size, about half the CPU of a whole
 * decode. It asks a square of the eighth's area: Chromium takes only the area and gives the photo upright at the eighth
 * below, however EXIF turns it; Firefox gives the distorted square, not drawn, not asked again. Worker only. */
export const drawFromPartialDecode: LargeJpegDrawer = async (file, width, stored) => {
  // Eighths enough for the preview's width whichever side is the upright width.
  const eighths = Math.ceil((8 * width) / Math.min(stored.width, stored.height))
  if (typeof ImageDecoder !== 'function' || !decodesByArea || eighths > 4) return null
  const side = Math.ceil((eighths / 8) * Math.sqrt(stored.width * stored.height))
  let decoder: ImageDecoder | undefined
  let frame: VideoFrame | undefined
  try {
    decoder = new ImageDecoder({ data: file.stream(), type: 'image/jpeg', desiredWidth: side, desiredHeight: side })
    frame = (await decoder.decode()).image
    const ratio = frame.displayWidth / frame.displayHeight
    const storedRatio = stored.width / stored.height
    const turned = !near(ratio, storedRatio)
    if (turned && !near(ratio, 1 / storedRatio)) {
      decodesByArea = false
      return null
    }
    const [uprightWidth, uprightHeight] = turned ? [stored.height, stored.width] : [stored.width, stored.height]
    // Sized as `createImageBitmap` sizes it given the width alone: a preview is the same whichever way it was drawn.
    return await encodePreview(frame, width, Math.ceil((width * uprightHeight) / uprightWidth))
  } catch {
    return null
  } finally {
    frame?.close()
    decoder?.close()
  }
}
