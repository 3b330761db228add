import { vi } from 'vitest'
import { FakeProgressEvent, HandlerTarget } from './fakeEvents'

export { FakeProgressEvent } from './fakeEvents'

/**
 * A stand-in for the browser's XMLHttpRequest in the node test project (Node
 * has none), complete enough for Uppy's `fetcher` and the panel's request
 * supervisor: `on*` handlers and `addEventListener` listeners, an `upload`
 * target, request and response headers, and methods a test calls to play the
 * network's part (progress, the answer, a dropped connection).
 */

/** Whether a header value could be sent by a browser (it throws for characters outside ISO-8859-1). */
const isByteString = (value: string) => [...value].every((char) => (char.codePointAt(0) ?? 0) <= 0xff)

export class FakeXhr extends HandlerTarget {
  /** Every request created since the last `installFakeXhr()`, oldest first. */
  static readonly instances: FakeXhr[] = []

  readonly upload = new HandlerTarget()
  readyState = 0
  status = 0
  statusText = ''
  responseText = ''
  responseURL = ''
  responseType: XMLHttpRequestResponseType = ''
  withCredentials = false
  timeout = 0
  method = ''
  url = ''
  /** As the browser would send them: a header set twice has both values joined. */
  readonly requestHeaders: Record<string, string> = {}
  #responseHeaders: Record<string, string> = {}
  /** What `send()` was called with; `undefined` while not sent. */
  body: unknown
  sent = false
  aborted = false
  #uploadDone = false

  constructor() {
    super()
    FakeXhr.instances.push(this)
  }

  get response(): string {
    return this.responseText
  }

  open(method: string, url: string): void {
    this.method = method
    this.url = url
    this.readyState = 1
  }

  setRequestHeader(name: string, value: string): void {
    if (!isByteString(value)) throw new TypeError(`Failed to execute 'setRequestHeader': invalid header value`)
    const key = name.toLowerCase()
    const previous = this.requestHeaders[key]
    this.requestHeaders[key] = previous === undefined ? value : `${previous}, ${value}`
  }

  getResponseHeader(name: string): string | null {
    return this.#responseHeaders[name.toLowerCase()] ?? null
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.#responseHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
  }

  send(body?: unknown): void {
    if (this.sent) throw new Error('FakeXhr: send() called twice')
    this.body = body
    this.sent = true
  }

  abort(): void {
    this.aborted = true
    if (!this.sent || this.readyState === 4) {
      this.readyState = 0
      return
    }
    this.readyState = 4
    this.status = 0
    if (!this.#uploadDone) {
      this.#uploadDone = true
      this.upload.fire('abort')
      this.upload.fire('loadend')
    }
    this.fire('abort')
    this.fire('loadend')
    this.readyState = 0
  }

  // The network's part, played by the test.

  /** The browser reports `loaded` of `total` bytes of the body sent. */
  progressUpload(loaded: number, total = 100): void {
    this.#assertInFlight()
    this.upload.fire('progress', { loaded, total })
  }

  /** The whole body was sent; the answer has not come yet. */
  finishUpload(total = 100): void {
    this.#assertInFlight()
    if (this.#uploadDone) return
    this.#uploadDone = true
    this.upload.fire('progress', { loaded: total, total })
    this.upload.fire('load', { loaded: total, total })
    this.upload.fire('loadend', { loaded: total, total })
  }

  /** Part of the answer arrived. */
  progressDownload(loaded: number, total = 100): void {
    this.#assertInFlight()
    this.readyState = 3
    this.fire('progress', { loaded, total })
  }

  /** The server answered. `redirectedTo` is the URL the browser ended at after following a redirect. */
  respond(
    status: number,
    body = '',
    options: { headers?: Record<string, string>; statusText?: string; redirectedTo?: string } = {},
  ): void {
    this.#assertInFlight()
    this.finishUpload()
    this.#responseHeaders = Object.fromEntries(
      Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    )
    this.status = status
    this.statusText = options.statusText ?? ''
    this.responseText = body
    this.responseURL = options.redirectedTo ?? new URL(this.url, globalThis.location?.href).href
    this.readyState = 4
    this.fire('readystatechange')
    this.fire('load')
    this.fire('loadend')
  }

  /** No answer: the connection was refused or dropped. */
  failNetwork(): void {
    this.#assertInFlight()
    this.readyState = 4
    this.status = 0
    this.fire('error')
    this.fire('loadend')
  }

  #assertInFlight(): void {
    if (!this.sent) throw new Error(`FakeXhr: the request to ${this.url} was not sent`)
    if (this.aborted) throw new Error(`FakeXhr: the request to ${this.url} was aborted`)
  }
}

/** An XMLHttpRequest as the code under test types it. */
export const asXhr = (fake: FakeXhr): XMLHttpRequest => fake as unknown as XMLHttpRequest

/**
 * Replaces `XMLHttpRequest` and `ProgressEvent` for the calling test (undo with
 * `vi.unstubAllGlobals()`) and starts a new list of requests.
 */
export function installFakeXhr(): { readonly requests: FakeXhr[]; sent(): FakeXhr[]; last(): FakeXhr } {
  FakeXhr.instances.length = 0
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  vi.stubGlobal('ProgressEvent', FakeProgressEvent)
  return {
    requests: FakeXhr.instances,
    sent: () => FakeXhr.instances.filter((request) => request.sent),
    last: () => {
      const request = FakeXhr.instances.at(-1)
      if (!request) throw new Error('FakeXhr: no request was made')
      return request
    },
  }
}
