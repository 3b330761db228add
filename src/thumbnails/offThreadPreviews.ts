// Loaded on demand. Imports nothing at runtime the panel's entry imports (see bench/build.ts): its bytes stay its own.
import { runImageJob } from './imageJobs'
import { type PreviewOutcome, type PreviewReply, WORKER_READY, type WorkerRequest } from './previewProtocol'
import type { PhotoScale, ScaleOutcome } from './scalePhoto'

/** Unready by then means never: Firefox silently skips module workers a service worker fetched (mswjs/msw#2654). */
export const WORKER_START_BOUND_MS = 3_000

/** Draws previews in a worker, one request at a time as Uppy's generator queues them; `close` drops what is left. */
export interface Previewer {
  draw(file: Blob, width: number): Promise<PreviewOutcome>
  close(): void
}

/** A previewer that also scales photos down before they are sent (`resizePhotos`). */
export interface ImageWorker extends Previewer {
  /** What was still to scale when the worker is closed comes to `failed`: the photo is sent as it is. */
  scale(file: Blob, scale: PhotoScale): Promise<ScaleOutcome>
}

type Outcome = PreviewReply['outcome']

/** A turn passes after this even if its job never ends (a worker lost mid-decode), which must not stop all after it. */
export const TURN_BOUND_MS = 10_000

let lastJob: Promise<unknown> = Promise.resolve()

/** One image job at a time per page: a preview and a photo to send decoded side by side share the CPU and end late. */
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const previous = lastJob
  const turn = previous.then(job)
  lastJob = previous.then(
    () =>
      new Promise<void>((release) => {
        const bound = setTimeout(release, TURN_BOUND_MS)
        const ended = () => {
          clearTimeout(bound)
          release()
        }
        turn.then(ended, ended)
      }),
  )
  return turn
}

const whenClosed = async (request: WorkerRequest): Promise<Outcome> => ('scale' in request ? 'failed' : 'refused')

/** The package's `previewWorker.js`, next to this chunk. Where it cannot start (a host CSP without `worker-src 'self'`,
 * a bundler that did not emit it) the work runs on the page: the browser still decodes and encodes off its thread. */
export function createPreviewer(): ImageWorker {
  let worker: Worker | null | undefined
  let startBound: ReturnType<typeof setTimeout> | undefined
  let lastId = 0
  const waiting = new Map<number, { request: WorkerRequest; settle: (outcome: Outcome | Promise<Outcome>) => void }>()
  const stop = (instead: (request: WorkerRequest) => Promise<Outcome>) => {
    clearTimeout(startBound)
    worker?.terminate()
    worker = null
    for (const { request, settle } of waiting.values()) settle(instead(request))
    waiting.clear()
  }
  const start = (): Worker | null => {
    try {
      // A module worker: what Vite's development server serves; the built file imports nothing.
      const created = new Worker(new URL('./previewWorker.js', import.meta.url), { type: 'module' })
      startBound = setTimeout(() => stop(runImageJob), WORKER_START_BOUND_MS)
      created.onmessage = ({ data }: MessageEvent<PreviewReply | typeof WORKER_READY>) => {
        if (data === WORKER_READY) return clearTimeout(startBound)
        waiting.get(data.id)?.settle(data.outcome)
        waiting.delete(data.id)
      }
      // The file missing, refused by the page's policy, or not a script: the error comes as an event.
      created.onerror = () => stop(runImageJob)
      return created
    } catch {
      return null
    }
  }
  let closed = false
  const runNow = (request: WorkerRequest): Promise<Outcome> => {
    if (closed) return whenClosed(request)
    const running = worker
    if (!running) return runImageJob(request)
    return new Promise((settle) => {
      waiting.set(request.id, { request, settle })
      running.postMessage(request)
    })
  }
  const run = (request: WorkerRequest): Promise<Outcome> => {
    // Started when asked, not at its turn: workers that never start (Firefox) are given up together, not one by one.
    if (worker === undefined && !closed) worker = start()
    return inTurn(() => runNow(request))
  }
  return {
    draw: (file, width) => run({ id: ++lastId, file, width }) as Promise<PreviewOutcome>,
    scale: (file, scale) => run({ id: ++lastId, file, scale }) as Promise<ScaleOutcome>,
    close: () => {
      closed = true
      stop(whenClosed)
    },
  }
}
