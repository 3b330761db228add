import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'

type ProgressHandler = NonNullable<XMLHttpRequestUpload['onprogress']>

/**
 * Hands the upload progress of all the panel's requests to Uppy in one batch
 * per interval instead of one event at a time. Uppy sets a file's state and
 * re-renders the whole Dashboard after every progress event; each event is its
 * own task, so Uppy's render debounce merges nothing, and six bodies going out
 * make well over a hundred renders a second on the main thread that also has to
 * hand the browser the bytes. Handlers called in one task render once.
 *
 * The last byte of a body is reported at once (the row reaches 100 % without
 * waiting), and nothing is reported for a request that has ended: its success
 * or failure is the newer news.
 */
export class ProgressBatcher {
  readonly #pending = new Map<XMLHttpRequest, { handler: ProgressHandler; event: ProgressEvent }>()
  readonly #intervalMs: number
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(intervalMs = UPLOAD_REFRESH_INTERVAL_MS) {
    this.#intervalMs = intervalMs
  }

  /**
   * Routes the request's `upload.onprogress` handler (the one Uppy's fetcher set)
   * through the batch. Call before `send()`.
   */
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

  /** Drops what is waiting (the panel is gone). */
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
