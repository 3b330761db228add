import type { PhotoScale } from '../thumbnails/scalePhoto'
import type { AttachmentUploadPanelProps } from '../types'

/** JPEG quality of a scaled photo when the host gives none: hardly distinguishable from the original on a screen. */
export const DEFAULT_PHOTO_QUALITY = 0.85

/** How photos are scaled, from the host's `resizePhotos`; null when they are not (also for a `maxSide` below 1 or NaN).
 * A `quality` outside 0–1 is the default. */
export function photoScaleOf(resizePhotos: AttachmentUploadPanelProps['resizePhotos']): PhotoScale | null {
  if (!resizePhotos) return null
  const maxSide = Math.floor(resizePhotos.maxSide)
  if (!(maxSide >= 1)) return null
  const { quality } = resizePhotos
  return {
    maxSide,
    quality: typeof quality === 'number' && quality >= 0 && quality <= 1 ? quality : DEFAULT_PHOTO_QUALITY,
  }
}
