// Holds the photos the panel prepares before sending them (`resizePhotos`), one by one, so a test or a story can
// look at the preparation and pause, remove or cancel in the middle of it. The preview worker is refused (as a
// host's policy without `worker-src` refuses it) so the panel prepares photos on the page, its documented
// fallback, and each JPEG encoding waits until it is released. Previews (encoded as WebP or PNG) are not held.
// The worker's own path is what the other tests and e2e/engines/resizePhotos.test.ts run.

export interface HeldPhotoPreparation {
  /** Encodings waiting now. */
  waiting(): number
  /** Encodings started so far, released or not. */
  started(): number
  /** Lets the oldest waiting encoding finish. */
  releaseNext(): void
  /** Puts the worker and the encoder back; lets whatever waits finish. */
  restore(): void
}

export function holdPhotoPreparation(): HeldPhotoPreparation {
  const OriginalWorker = window.Worker
  const encode = OffscreenCanvas.prototype.convertToBlob
  const waiting: Array<() => void> = []
  let started = 0
  window.Worker = class {
    constructor() {
      throw new DOMException('Refused to create a worker', 'SecurityError')
    }
  } as unknown as typeof Worker
  OffscreenCanvas.prototype.convertToBlob = function convertToBlob(this: OffscreenCanvas, options) {
    if (options?.type !== 'image/jpeg') return encode.call(this, options)
    started++
    return new Promise<void>((resolve) => waiting.push(resolve)).then(() => encode.call(this, options))
  }
  return {
    waiting: () => waiting.length,
    started: () => started,
    releaseNext: () => waiting.shift()?.(),
    restore() {
      window.Worker = OriginalWorker
      OffscreenCanvas.prototype.convertToBlob = encode
      for (const release of waiting.splice(0)) release()
    },
  }
}
