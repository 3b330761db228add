import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPreviewer, TURN_BOUND_MS, WORKER_START_BOUND_MS } from './offThreadPreviews'
import { type PreviewReply, WORKER_READY, type WorkerRequest } from './previewProtocol'

/** A worker that says it is ready and answers only when the test says so: what it was asked is in `asked`. */
class HeldWorker {
  static started: HeldWorker[] = []
  /** Workers made while this is set never say they are ready (Firefox, a service worker holding the script). */
  static silent = false
  onmessage: ((event: { data: PreviewReply | typeof WORKER_READY }) => void) | null = null
  onerror: (() => void) | null = null
  readonly asked: WorkerRequest[] = []

  constructor() {
    HeldWorker.started.push(this)
    if (!HeldWorker.silent) queueMicrotask(() => this.onmessage?.({ data: WORKER_READY }))
  }

  postMessage(request: WorkerRequest): void {
    this.asked.push(request)
  }

  answer(outcome: PreviewReply['outcome']): void {
    const request = this.asked.at(-1)
    if (request) this.onmessage?.({ data: { id: request.id, outcome } })
  }

  terminate(): void {}
}

/** Lets every pending promise continuation run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

const photo = new Blob(['jpeg'], { type: 'image/jpeg' })
const SCALE = { maxSide: 2560, quality: 0.85 }

describe('image jobs take turns in the page', () => {
  beforeEach(() => {
    HeldWorker.started = []
    HeldWorker.silent = false
    vi.stubGlobal('Worker', HeldWorker)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('a photo to send waits for the preview being drawn, and the next preview for that photo', async () => {
    const previews = createPreviewer()
    const sending = createPreviewer()
    const preview = previews.draw(photo, 280)
    const scaled = sending.scale(photo, SCALE)
    await settled()
    const [previewWorker, sendingWorker] = HeldWorker.started
    expect(previewWorker?.asked).toHaveLength(1)
    // Its worker starts meanwhile, but is given nothing while the preview is drawn.
    expect(sendingWorker?.asked).toEqual([])

    previewWorker?.answer('refused')
    await expect(preview).resolves.toBe('refused')
    // The next preview is asked for once the last one is drawn, as Uppy's generator asks.
    const nextPreview = previews.draw(photo, 280)
    await settled()
    expect(sendingWorker?.asked.map((request) => 'scale' in request)).toEqual([true])
    expect(previewWorker?.asked).toHaveLength(1)

    sendingWorker?.answer('unchanged')
    await expect(scaled).resolves.toBe('unchanged')
    await settled()
    expect(previewWorker?.asked).toHaveLength(2)
    previewWorker?.answer('refused')
    await expect(nextPreview).resolves.toBe('refused')
  })

  it('a job waiting its turn when its previewer closes never runs, and the next in turn goes on', async () => {
    const previews = createPreviewer()
    const sending = createPreviewer()
    const preview = previews.draw(photo, 280)
    const scaled = sending.scale(photo, SCALE)
    const otherPreview = createPreviewer().draw(photo, 280)
    await settled()
    sending.close()
    HeldWorker.started[0]?.answer('refused')
    await expect(preview).resolves.toBe('refused')
    // Closed before its turn: sent as chosen.
    await expect(scaled).resolves.toBe('failed')
    await settled()
    // Its worker was never given the photo.
    expect(HeldWorker.started[1]?.asked).toEqual([])
    HeldWorker.started[2]?.answer('refused')
    await expect(otherPreview).resolves.toBe('refused')
  })

  it('workers that never start are given up together, after one start bound, not one each', async () => {
    vi.useFakeTimers()
    try {
      HeldWorker.silent = true
      const preview = createPreviewer().draw(photo, 280)
      const scaled = createPreviewer().scale(photo, SCALE)
      const settledBy: string[] = []
      void preview.then(() => settledBy.push('preview'))
      void scaled.then(() => settledBy.push('photo'))
      await vi.advanceTimersByTimeAsync(WORKER_START_BOUND_MS - 1)
      expect(settledBy).toEqual([])
      // Both drawn on the page now (Node has no canvas: the preview is left to Uppy, the photo sent as chosen).
      await vi.advanceTimersByTimeAsync(1)
      await expect(preview).resolves.toBe('on-main-thread')
      await expect(scaled).resolves.toBe('failed')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a job that never ends lets the next one start after its bound', async () => {
    vi.useFakeTimers()
    try {
      const lost = createPreviewer().draw(photo, 280)
      const scaled = createPreviewer().scale(photo, SCALE)
      await vi.advanceTimersByTimeAsync(0)
      const [lostWorker, sendingWorker] = HeldWorker.started
      expect([lostWorker?.asked.length, sendingWorker?.asked.length]).toEqual([1, 0])
      await vi.advanceTimersByTimeAsync(TURN_BOUND_MS - 1)
      expect(sendingWorker?.asked).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(1)
      expect(sendingWorker?.asked).toHaveLength(1)
      sendingWorker?.answer('unchanged')
      await expect(scaled).resolves.toBe('unchanged')
      // Answered late after all: its outcome still reaches the preview.
      lostWorker?.answer('refused')
      await expect(lost).resolves.toBe('refused')
    } finally {
      vi.useRealTimers()
    }
  })
})
