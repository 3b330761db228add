// The preview worker: built on its own as dist/previewWorker.js (see tsup.config.ts), a script
// that imports nothing, so it loads as a module or classic worker, however a host serves it.
import { drawPreview } from './drawPreview'
import { type PreviewReply, type PreviewRequest, WORKER_READY } from './previewProtocol'

/** The part of a dedicated worker's global scope used here (the DOM library types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null
  postMessage(reply: PreviewReply | typeof WORKER_READY): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = async ({ data }) => {
  scope.postMessage({ id: data.id, outcome: await drawPreview(data.file, data.width) })
}

scope.postMessage(WORKER_READY)
