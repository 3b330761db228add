// Built alone as dist/previewWorker.js (tsup.config.ts), importing nothing: module or classic, as a host serves it.
import { runImageJob } from './imageJobs'
import { drawFromPartialDecode } from './partialDecode'
import { type PreviewReply, WORKER_READY, type WorkerRequest } from './previewProtocol'

/** The part of a dedicated worker's global scope used here (the DOM library types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage(reply: PreviewReply | typeof WORKER_READY): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = async ({ data }) => {
  scope.postMessage({ id: data.id, outcome: await runImageJob(data, drawFromPartialDecode) })
}

scope.postMessage(WORKER_READY)
