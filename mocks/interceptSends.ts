/** What an XHR is sent with. */
export type RequestBody = Document | XMLHttpRequestBodyInit | null | undefined

/**
 * Simulated connections for the browser: `send()` of every request whose URL `matches`
 * goes to `instead`, with the real send to call when (and if) the body should really go.
 * Other requests are sent as usual. Returns a function that restores XHR.
 */
export function interceptSends(
  matches: (url: string) => boolean,
  instead: (request: XMLHttpRequest, body: RequestBody, send: (body: RequestBody) => void) => void,
): () => void {
  const prototype = XMLHttpRequest.prototype
  const { open, send } = prototype
  const urls = new WeakMap<XMLHttpRequest, string>()
  prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
    urls.set(this, String(args[1]))
    return open.apply(this, args)
  } as XMLHttpRequest['open']
  prototype.send = function (this: XMLHttpRequest, body?: RequestBody) {
    if (!matches(urls.get(this) ?? '')) return send.call(this, body)
    instead(this, body, (realBody) => send.call(this, realBody))
  }
  return () => {
    prototype.open = open
    prototype.send = send
  }
}

/** Bytes the body will take on the wire, near enough for a progress bar (multipart framing left out). */
export function bodySize(body: RequestBody): number {
  if (body instanceof Blob) return body.size
  if (body instanceof FormData) {
    let size = 0
    for (const [, value] of body) size += typeof value === 'string' ? value.length : value.size
    return Math.max(size, 1)
  }
  if (typeof body === 'string') return Math.max(body.length, 1)
  return 1
}
