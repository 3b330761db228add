import { drawPreview } from './drawPreview'
import type { LargeJpegDrawer } from './partialDecode'
import type { PreviewReply, WorkerRequest } from './previewProtocol'
import { scalePhoto } from './scalePhoto'

/** Does what a request to the preview worker asks: in the worker (which passes its partial JPEG decode) or the page. */
export function runImageJob(request: WorkerRequest, drawLargeJpeg?: LargeJpegDrawer): Promise<PreviewReply['outcome']> {
  return 'scale' in request
    ? scalePhoto(request.file, request.scale)
    : drawPreview(request.file, request.width, drawLargeJpeg)
}
