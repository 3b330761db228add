/** How long a page that is never idle waits before the work is done anyway. */
const LONGEST_WAIT_MS = 2_000

/**
 * Runs `work` once the page is idle (`requestIdleCallback`), at the latest after two seconds; where the
 * engine has no idle callback (WebKit), after one second. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, view: Window = window): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(work, { timeout: LONGEST_WAIT_MS })
    return () => view.cancelIdleCallback(handle)
  }
  const timer = view.setTimeout(work, LONGEST_WAIT_MS / 2)
  return () => view.clearTimeout(timer)
}
