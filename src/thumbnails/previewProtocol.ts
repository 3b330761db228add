import type { PhotoScale, ScaleOutcome } from './scalePhoto'

/** The preview; `refused`: too large (`previewPolicy`); `on-main-thread`: in bounds, for Uppy's generator to draw. */
export type PreviewOutcome = Blob | 'refused' | 'on-main-thread'

/** A message to the preview worker: draw a preview `width` CSS pixels wide (the height follows the proportions). */
interface PreviewRequest {
  id: number
  file: Blob
  width: number
}

/** A message to the preview worker: scale a photo down before it is sent (`resizePhotos`). */
interface ScaleRequest {
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
