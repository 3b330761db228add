/**
 * Why the panel itself ended a request: no progress while the body was being
 * sent, no answer in time after it was sent, a pause, or something that made
 * sending impossible (no token, a token the browser refuses, an unreadable file).
 */
export type AbortReason =
  | 'stalled'
  | 'unanswered'
  | 'paused'
  | 'unauthenticated'
  | 'invalid-token'
  | 'unreadable'
  // The server refused these very bytes before: not sent again (the member may remove the file).
  | 'refused-before'

/**
 * Ends a request so that Uppy's fetcher rejects it as a failed request. The
 * fetcher listens for `error` and `load` only, so a bare `abort()` would leave
 * its promise pending forever; invoking its `onerror` handler settles it.
 */
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
