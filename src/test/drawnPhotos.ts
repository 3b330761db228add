// Photos with a picture in them, drawn and encoded by the engine that runs the test, for what scales photos
// down before they are sent (`resizePhotos`): browser tests and stories (they need a canvas; e2e draws the
// same picture in the page it drives). The same engine draws the same bytes each time.
import { withExifOrientation } from './exifPhotos'
import { LAST_MODIFIED } from './fixtures'

export interface DrawnPhoto {
  /** EXIF orientation to store the photo with (6: stored sideways, turned 90° clockwise for viewing). */
  orientation?: number
  quality?: number
}

/**
 * A `width` × `height` JPEG: colours running left to right over a dark-to-light sky, a sun in the left
 * half (so a turned or mirrored picture is told apart) and fine stripes at the bottom, which a scaling
 * that only drops pixels would show as noise.
 */
export async function drawnJpeg(
  width: number,
  height: number,
  photo: DrawnPhoto = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  const across = context.createLinearGradient(0, 0, width, 0)
  across.addColorStop(0, '#1565c0')
  across.addColorStop(0.5, '#43a047')
  across.addColorStop(1, '#f9a825')
  context.fillStyle = across
  context.fillRect(0, 0, width, height)
  const down = context.createLinearGradient(0, 0, 0, height)
  down.addColorStop(0, 'rgba(0, 0, 0, 0.5)')
  down.addColorStop(1, 'rgba(255, 255, 255, 0.3)')
  context.fillStyle = down
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#e53935'
  context.beginPath()
  context.arc(width * 0.25, height * 0.3, Math.min(width, height) * 0.15, 0, 2 * Math.PI)
  context.fill()
  context.fillStyle = '#212121'
  for (let x = 0; x < width; x += 4) context.fillRect(x, height * 0.85, 2, height * 0.15)
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: photo.quality ?? 0.92 })
  const jpeg = new Uint8Array(await blob.arrayBuffer())
  return photo.orientation === undefined ? jpeg : withExifOrientation(jpeg, photo.orientation)
}

/** A drawn photo as a member's file. */
export async function drawnPhotoFile(name: string, width: number, height: number, photo: DrawnPhoto = {}) {
  return new File([await drawnJpeg(width, height, photo)], name, { type: 'image/jpeg', lastModified: LAST_MODIFIED })
}

/**
 * How far `sent` is from the engine's own downscale of `chosen` (turned upright, drawn at `sent`'s size with
 * the canvas's best smoothing): the mean difference of the colour channels, 0–255, and `sent`'s size.
 */
export async function differenceFromDownscale(chosen: Blob, sent: Blob) {
  const received = await createImageBitmap(sent)
  const original = await createImageBitmap(chosen, { imageOrientation: 'from-image' })
  const { width, height } = received
  const draw = (bitmap: ImageBitmap) => {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    return context.getImageData(0, 0, width, height).data
  }
  const ours = draw(received)
  const engines = draw(original)
  let sum = 0
  for (let index = 0; index < ours.length; index++)
    if (index % 4 !== 3) sum += Math.abs((ours[index] ?? 0) - (engines[index] ?? 0))
  received.close()
  const upright = { width: original.width, height: original.height }
  original.close()
  return { meanDifference: sum / ((ours.length / 4) * 3), width, height, upright }
}
