// Loaded on demand. Imports nothing at runtime the panel's entry imports (see bench/build.ts): its bytes stay its own.
import { runImageJob } from './imageJobs'
import { type PreviewOutcome, type PreviewReply, WORKER_READY, type WorkerRequest } from './previewProtocol'
import type { PhotoScale, ScaleOutcome } from './scalePhoto'

/** A worker not ready this long after it was made never will be: Firefox never runs a module worker whose script a
 * service worker answered with its own fetch (MSW's, mswjs/msw#2654), and no error comes. Started, it is ready fast. */
export const WORKER_START_BOUND_MS = 3_000

/** Draws previews in a worker, one request at a time as Uppy's generator queues them. */
export interface Previewer {
  draw(file: Blob, width: number): Promise<PreviewOutcome>
  /** Stops the worker (the panel is gone): what it had still to draw is not drawn. */
  close(): void
}

/** A previewer that also scales photos down before they are sent (`resizePhotos`). */
export interface ImageWorker extends Previewer {
  /** What was still to scale when the worker is closed comes to `failed`: the photo is sent as it is. */
  scale(file: Blob, scale: PhotoScale): Promise<ScaleOutcome>
}

type Outcome = PreviewReply['outcome']

/** A job holding its turn this long lets the next start beside it: one that never ends (a worker lost mid-decode)
 * must not stop every preview and photo after it. A 12 MP photo takes about a second on a slow phone. */
export const TURN_BOUND_MS = 10_000

/** The last image job of the page, previews and photo scaling alike: the next one starts once it has ended. */
let lastJob: Promise<unknown> = Promise.resolve()

/** Runs image jobs one at a time in the page: each decodes a whole photo, and side by side (a preview and the next
 * photo to send) they share the CPU and both end late. Previews and photos ask one at a time each, so take turns. */
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

/** The panel is gone: nothing more is drawn or scaled, waiting its turn or not. */
const whenClosed = async (request: WorkerRequest): Promise<Outcome> => ('scale' in request ? 'failed' : 'refused')

/** The package's `previewWorker.js`, next to this chunk. Where it cannot start (a host CSP without `worker-src 'self'`,
 * a bundler that did not emit it) the work runs on the page: the browser still decodes and encodes off its thread. */
export function createPreviewer(): ImageWorker {
  let worker: Worker | null | undefined
  let startBound: ReturnType<typeof setTimeout> | undefined
  let lastId = 0
  const waiting = new Map<number, { request: WorkerRequest; settle: (outcome: Outcome | Promise<Outcome>) => void }>()
  /** Ends the worker; what it still had to do is done by `instead`. */
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
