import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPreviewer } from './offThreadPreviews'
import { type PreviewReply, WORKER_READY, type WorkerRequest } from './previewProtocol'

/** A worker that says it is ready and answers only when the test says so: what it was asked is in `asked`. */
class HeldWorker {
  static started: HeldWorker[] = []
  onmessage: ((event: { data: PreviewReply | typeof WORKER_READY }) => void) | null = null
  onerror: (() => void) | null = null
  readonly asked: WorkerRequest[] = []

  constructor() {
    HeldWorker.started.push(this)
    queueMicrotask(() => this.onmessage?.({ data: WORKER_READY }))
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
    vi.stubGlobal('Worker', HeldWorker)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('a photo to send waits for the preview being drawn, and the next preview for that photo', async () => {
    const previews = createPreviewer()
    const sending = createPreviewer()
    const preview = previews.draw(photo, 280)
    const scaled = sending.scale(photo, SCALE)
    const nextPreview = previews.draw(photo, 280)
    await settled()
    const [previewWorker, sendingWorker] = HeldWorker.started
    expect(previewWorker?.asked).toHaveLength(1)
    // Its worker is not even started while the preview is drawn.
    expect(sendingWorker).toBeUndefined()

    previewWorker?.answer('refused')
    await expect(preview).resolves.toBe('refused')
    await settled()
    expect(HeldWorker.started[1]?.asked.map((request) => 'scale' in request)).toEqual([true])
    expect(previewWorker?.asked).toHaveLength(1)

    HeldWorker.started[1]?.answer('unchanged')
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
    // Closed before its turn: sent as chosen, and no worker started for it.
    await expect(scaled).resolves.toBe('failed')
    await settled()
    expect(HeldWorker.started).toHaveLength(2)
    HeldWorker.started[1]?.answer('refused')
    await expect(otherPreview).resolves.toBe('refused')
  })
})
