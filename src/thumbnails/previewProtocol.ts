import type { PhotoScale, ScaleOutcome } from './scalePhoto'

/** The encoded preview; `refused` (too large to decode, `previewPolicy`); or `on-main-thread`: the bound was checked,
 * but this engine cannot draw it off the main thread, so Uppy's own generator draws it. */
export type PreviewOutcome = Blob | 'refused' | 'on-main-thread'

/** A message to the preview worker: draw a preview. */
export interface PreviewRequest {
  id: number
  file: Blob
  /** Width of the preview in CSS pixels; the height follows the image's proportions. */
  width: number
}

/** A message to the preview worker: scale a photo down before it is sent (`resizePhotos`). */
export interface ScaleRequest {
  id: number
  file: Blob
  scale: PhotoScale
}

export type WorkerRequest = PreviewRequest | ScaleRequest

/** The preview worker's answer to the request with the same `id`. */
export interface PreviewReply {
  id: number
  outcome: PreviewOutcome | ScaleOutcome
}

/** What the preview worker says once it runs, before any request (see `WORKER_START_BOUND_MS`). */
export const WORKER_READY = 'ready'
