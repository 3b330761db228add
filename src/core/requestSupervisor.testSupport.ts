/** What the requestSupervisor.*.test.ts files share: the bounds, and requests made and sent as the fetcher does. */
import { afterEach, beforeEach, vi } from 'vitest'
import { asXhr, FakeXhr, installFakeXhr } from '../test/fakeXhr'
import { RequestSupervisor, type SupervisorTimeouts } from './requestSupervisor'

export const STALL_MS = 30_000
export const ANSWER_MS = 120_000

/** The bounds each test starts with: a fresh object, as a test may change them. */
export const usualTimeouts = (): SupervisorTimeouts => ({ stallTimeoutMs: STALL_MS, responseTimeoutMs: ANSWER_MS })

/** A request as the fetcher leaves it before `onBeforeRequest`: opened, with its `onerror` handler set. */
export function openRequest(): { fake: FakeXhr; xhr: XMLHttpRequest; failures: number[] } {
  const fake = new FakeXhr()
  fake.open('POST', 'https://panel.test/upload')
  const failures: number[] = []
  fake.onerror = () => {
    failures.push(Date.now())
  }
  return { fake, xhr: asXhr(fake), failures }
}

/** A supervisor reading its bounds from `timeoutsNow`, over fake timers and a fake XHR. */
export function supervisorOver(timeoutsNow: () => SupervisorTimeouts) {
  vi.useFakeTimers()
  installFakeXhr()
  const supervisor = new RequestSupervisor(timeoutsNow)

  /** Tracks and sends a request, as `onBeforeRequest` and the fetcher do. */
  function sendTracked(fileId = 'a') {
    const request = openRequest()
    supervisor.track(fileId, request.xhr)
    supervisor.markSent(fileId)
    request.fake.send(null)
    return request
  }

  return { supervisor, sendTracked }
}

export type SupervisedRequests = ReturnType<typeof supervisorOver>

/** Ends what supervisorOver() started. */
export function stopSupervising(supervisor: RequestSupervisor): void {
  supervisor.dispose()
  vi.useRealTimers()
  vi.unstubAllGlobals()
}

/**
 * Registers, for the calling test file, a fresh supervisor over the usual bounds before each test, stopped after it;
 * read its parts at use (`under.supervisor`, `under.sendTracked()`, `under.timeouts`, which a test may change).
 */
export function supervisorPerTest(): SupervisedRequests & { timeouts: SupervisorTimeouts } {
  const under = {} as SupervisedRequests & { timeouts: SupervisorTimeouts }
  beforeEach(() => {
    under.timeouts = usualTimeouts()
    Object.assign(
      under,
      supervisorOver(() => under.timeouts),
    )
  })
  afterEach(() => stopSupervising(under.supervisor))
  return under
}
