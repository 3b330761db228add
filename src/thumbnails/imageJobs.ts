import { drawPreview } from './drawPreview'
import type { LargeJpegDrawer } from './partialDecode'
import type { PreviewReply, WorkerRequest } from './previewProtocol'
import { scalePhoto } from './scalePhoto'

/**
 * Does what a request to the preview worker asks, where it runs: in the worker (which passes its partial
 * decode of large JPEGs), or on the page without one.
 */
export function runImageJob(request: WorkerRequest, drawLargeJpeg?: LargeJpegDrawer): Promise<PreviewReply['outcome']> {
  return 'scale' in request
    ? scalePhoto(request.file, request.scale)
    : drawPreview(request.file, request.width, drawLargeJpeg)
}
