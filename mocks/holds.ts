/**
 * Waits used by the stalled and slow handlers, ended by time, by the request's
 * abort signal, or by `releaseHeldRequests()`.
 *
 * Why the release: in Node (`msw/node`) `request.signal` is the caller's signal, so an
 * aborted fetch ends the wait. Behind the browser Service Worker it is not forwarded
 * (MSW 2 rebuilds the request without it), so a stalled request aborted by the panel
 * would wait forever; stories and browser tests call `releaseHeldRequests()` in cleanup.
 */

export type HoldEnd = 'elapsed' | 'aborted' | 'released'

const releases = new Set<() => void>()

/** Resolves after `ms` (never when null), or earlier on abort or release. */
export function hold(signal: AbortSignal, ms: number | null = null): Promise<HoldEnd> {
  if (signal.aborted) return Promise.resolve('aborted')
  return new Promise<HoldEnd>((resolve) => {
    const finish = (end: HoldEnd) => {
      if (timer !== undefined) clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      releases.delete(onRelease)
      resolve(end)
    }
    const onAbort = () => finish('aborted')
    const onRelease = () => finish('released')
    const timer = ms === null ? undefined : setTimeout(() => finish('elapsed'), ms)
    signal.addEventListener('abort', onAbort, { once: true })
    releases.add(onRelease)
  })
}

/** Ends every pending hold; the held requests then fail as network errors. */
export function releaseHeldRequests(): void {
  for (const release of [...releases]) release()
}

/** Requests currently held (stalled or slow), for leak checks in tests. */
export function heldRequestCount(): number {
  return releases.size
}
