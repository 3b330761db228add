// Loaded on demand, with the first preview the list asks for. Imports nothing at runtime that the
// panel's entry imports (see bench/build.ts): the entry's bytes stay the entry's.
import { drawPreview } from './drawPreview'
import { type PreviewOutcome, type PreviewReply, type PreviewRequest, WORKER_READY } from './previewProtocol'

/**
 * A worker that has not said it is ready this long after it was made never will: Firefox never runs a
 * module worker whose script a service worker answered with a fetch of its own (seen with MSW's,
 * mswjs/msw#2654), and no error comes. Started, a worker says so within tens of milliseconds.
 */
export const WORKER_START_BOUND_MS = 3_000

/** Draws previews in a worker, one request at a time as Uppy's generator queues them. */
export interface Previewer {
  draw(file: Blob, width: number): Promise<PreviewOutcome>
  /** Stops the worker (the panel is gone): what it had still to draw is not drawn. */
  close(): void
}

/**
 * A previewer whose worker is the package's `previewWorker.js`, next to this chunk. Where it
 * cannot start (a host's Content Security Policy without `worker-src 'self'`, a bundler that did
 * not emit the file), the same drawing runs on the main thread: the browser still decodes and
 * encodes off it, but not the header read and the few calls between.
 */
export function createPreviewer(): Previewer {
  let worker: Worker | null | undefined
  let startBound: ReturnType<typeof setTimeout> | undefined
  let lastId = 0
  const waiting = new Map<
    number,
    { request: PreviewRequest; settle: (outcome: PreviewOutcome | Promise<PreviewOutcome>) => void }
  >()

  /** Ends the worker; what it still had to draw is drawn by `instead`. */
  const stop = (instead: (request: PreviewRequest) => Promise<PreviewOutcome>) => {
    clearTimeout(startBound)
    worker?.terminate()
    worker = null
    for (const { request, settle } of waiting.values()) settle(instead(request))
    waiting.clear()
  }

  const start = (): Worker | null => {
    try {
      // A module worker: what Vite's development server serves; the built file imports nothing.
      const started = new Worker(new URL('./previewWorker.js', import.meta.url), { type: 'module' })
      const onMainThread = (request: PreviewRequest) => drawPreview(request.file, request.width)
      startBound = setTimeout(() => stop(onMainThread), WORKER_START_BOUND_MS)
      started.onmessage = ({ data }: MessageEvent<PreviewReply | typeof WORKER_READY>) => {
        if (data === WORKER_READY) return clearTimeout(startBound)
        waiting.get(data.id)?.settle(data.outcome)
        waiting.delete(data.id)
      }
      // The file missing, refused by the page's policy, or not a script: the error comes as an event.
      started.onerror = () => stop(onMainThread)
      return started
    } catch {
      return null
    }
  }

  return {
    draw(file, width) {
      if (worker === undefined) worker = start()
      const running = worker
      if (!running) return drawPreview(file, width)
      return new Promise((settle) => {
        const request = { id: ++lastId, file, width }
        waiting.set(request.id, { request, settle })
        running.postMessage(request)
      })
    },
    // The panel is gone: nothing more is drawn.
    close: () => stop(async () => 'refused'),
  }
}
