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
