import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'

type ProgressHandler = NonNullable<XMLHttpRequestUpload['onprogress']>

// One progress batch per interval: Uppy re-renders the whole Dashboard per progress event, each its own task, so its
// debounce merges nothing; handlers called in one task render once. The last byte is reported at once (100 % without
// waiting); nothing for an ended request (its success or failure is newer).
export class ProgressBatcher {
  readonly #pending = new Map<XMLHttpRequest, { handler: ProgressHandler; event: ProgressEvent }>()
  readonly #intervalMs: number
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(intervalMs = UPLOAD_REFRESH_INTERVAL_MS) {
    this.#intervalMs = intervalMs
  }

  /** Wraps the `upload.onprogress` Uppy's fetcher set. Call before `send()`. */
  batch(xhr: XMLHttpRequest): void {
    const handler = xhr.upload.onprogress
    if (!handler) return
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.loaded >= event.total) {
        this.#pending.delete(xhr)
        handler.call(xhr, event)
        return
      }
      this.#pending.set(xhr, { handler, event })
      this.#timer ??= setTimeout(this.#flush, this.#intervalMs)
    }
    xhr.addEventListener('loadend', () => this.#pending.delete(xhr))
  }

  dispose(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#pending.clear()
  }

  readonly #flush = (): void => {
    this.#timer = undefined
    const batch = [...this.#pending]
    this.#pending.clear()
    for (const [xhr, { handler, event }] of batch) handler.call(xhr, event)
  }
}
