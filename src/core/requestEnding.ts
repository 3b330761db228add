/** Why the panel itself ended a request (`invalid-token`: one the browser refuses; `unreadable`: the file). */
export type AbortReason =
  | 'stalled'
  | 'unanswered'
  | 'paused'
  | 'unauthenticated'
  | 'invalid-token'
  | 'unreadable'
  // The server refused these very bytes before: not sent again (the member may remove the file).
  | 'refused-before'

/** Fails a request so Uppy's fetcher rejects: it hears only `error` and `load`; after a bare `abort()` it hangs. */
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
