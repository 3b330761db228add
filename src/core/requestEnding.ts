/** Why the panel itself ended a request: no progress sending the body, no answer in time after it, a pause, or
 * sending was impossible (no token, a token the browser refuses, an unreadable file). */
export type AbortReason =
  | 'stalled'
  | 'unanswered'
  | 'paused'
  | 'unauthenticated'
  | 'invalid-token'
  | 'unreadable'
  // The server refused these very bytes before: not sent again (the member may remove the file).
  | 'refused-before'

/** Ends a request so Uppy's fetcher rejects it as failed: it listens for `error` and `load` only, so a bare `abort()`
 * would leave its promise pending forever; calling its `onerror` settles it. */
export function failRequest(xhr: XMLHttpRequest, sent: boolean): void {
  const signalFailure = () => xhr.onerror?.call(xhr, new ProgressEvent('error'))
  if (sent) {
    xhr.abort()
    signalFailure()
  } else {
    // Not sent yet: the fetcher calls send() next; make that call fail instead.
    xhr.send = () => queueMicrotask(signalFailure)
  }
}
