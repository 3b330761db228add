import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { asXhr, FakeXhr, installFakeXhr } from '../test/fakeXhr'
import { RequestSupervisor, type SupervisorTimeouts } from './requestSupervisor'

const STALL_MS = 30_000
const ANSWER_MS = 120_000

/** A request as the fetcher leaves it before `onBeforeRequest`: opened, with its `onerror` handler set. */
function openRequest(): { fake: FakeXhr; xhr: XMLHttpRequest; failures: number[] } {
  const fake = new FakeXhr()
  fake.open('POST', 'https://panel.test/upload')
  const failures: number[] = []
  fake.onerror = () => {
    failures.push(Date.now())
  }
  return { fake, xhr: asXhr(fake), failures }
}

describe('RequestSupervisor', () => {
  let timeouts: SupervisorTimeouts
  let supervisor: RequestSupervisor

  beforeEach(() => {
    vi.useFakeTimers()
    installFakeXhr()
    timeouts = { stallTimeoutMs: STALL_MS, responseTimeoutMs: ANSWER_MS }
    supervisor = new RequestSupervisor(() => timeouts)
  })
  afterEach(() => {
    supervisor.dispose()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** Tracks and sends a request, as `onBeforeRequest` and the fetcher do. */
  function sendTracked(fileId = 'a') {
    const request = openRequest()
    supervisor.track(fileId, request.xhr)
    supervisor.markSent(fileId)
    request.fake.send(null)
    return request
  }

  describe('stall', () => {
    it('does not watch a request before markSent', () => {
      const { fake, xhr, failures } = openRequest()
      supervisor.track('a', xhr)
      vi.advanceTimersByTime(10 * ANSWER_MS)
      expect(fake.aborted).toBe(false)
      expect(failures).toEqual([])
      expect(supervisor.reasonFor(xhr)).toBeUndefined()
    })

    it('aborts exactly stallTimeoutMs after the last upload progress event, and signals the failure', () => {
      const { fake, xhr, failures } = sendTracked()
      fake.progressUpload(10)
      vi.advanceTimersByTime(20_000)
      fake.progressUpload(20)
      vi.advanceTimersByTime(STALL_MS - 1)
      expect(fake.aborted).toBe(false)
      expect(failures).toEqual([])
      vi.advanceTimersByTime(1)
      expect(fake.aborted).toBe(true)
      expect(failures).toHaveLength(1)
      expect(supervisor.reasonFor(xhr)).toBe('stalled')
    })

    it('reads the stall timeout when progress comes, so a changed prop applies to the next progress event', () => {
      const { fake, xhr } = sendTracked()
      timeouts.stallTimeoutMs = 5_000
      fake.progressUpload(10)
      vi.advanceTimersByTime(5_000)
      expect(supervisor.reasonFor(xhr)).toBe('stalled')
    })

    it('never aborts a request whose body was sent as stalled: the answer gets its own, longer bound', () => {
      const { fake, xhr } = sendTracked()
      fake.progressUpload(50)
      fake.finishUpload()
      expect(supervisor.isAwaitingAnswer('a')).toBe(true)
      vi.advanceTimersByTime(ANSWER_MS - 1)
      // Upload progress after the body was sent (some browsers repeat the last one) does not re-arm a stall.
      fake.upload.fire('progress', { loaded: 100, total: 100 })
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      expect(fake.aborted).toBe(true)
      expect(supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    it('re-arms the answer bound on download progress: silence, not a slow answer, is what fails', () => {
      const { fake, xhr } = sendTracked()
      fake.finishUpload()
      vi.advanceTimersByTime(ANSWER_MS - 1)
      fake.progressDownload(10)
      vi.advanceTimersByTime(ANSWER_MS - 1)
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      expect(supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    it('gives a sent request that reports no upload progress the answer bound, not the stall bound', () => {
      const { fake, xhr } = sendTracked()
      vi.advanceTimersByTime(STALL_MS * 2)
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(ANSWER_MS - STALL_MS * 2)
      expect(supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    // Connections per host differ by engine (Chromium and WebKit 6, Firefox 9, measured), so the
    // supervisor learns them from the requests it sees in flight instead of assuming one number.
    it.each([
      [6, 'Chromium, WebKit'],
      [9, 'Firefox'],
      [2, 'a browser or proxy that allows fewer'],
    ])('does not bound a request that may be waiting for one of %i connections per host (%s)', (connections) => {
      const sending = Array.from({ length: connections }, (_, index) => {
        const request = sendTracked(`busy-${index}`)
        request.fake.progressUpload(1)
        return request
      })
      const waiting = sendTracked('waiting')
      let loaded = 1
      /** Time passes while the requests holding a connection keep sending. */
      const keepSending = (ms: number, requests: typeof sending) => {
        for (let elapsed = 0; elapsed < ms; elapsed += Math.min(10_000, ms - elapsed)) {
          vi.advanceTimersByTime(Math.min(10_000, ms - elapsed))
          loaded++
          for (const { fake } of requests) fake.progressUpload(loaded)
        }
      }
      // The others keep moving; the last one, queued by the browser, reports nothing.
      keepSending(ANSWER_MS * 2, sending)
      expect(waiting.fake.aborted).toBe(false)
      // A connection comes free: from now on the queued request is owed an answer.
      sending[0]?.fake.respond(200, '{}')
      keepSending(ANSWER_MS - 1, sending.slice(1))
      expect(waiting.fake.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      expect(supervisor.reasonFor(waiting.xhr)).toBe('unanswered')
    })

    it('takes a last report of every byte sent, without the upload load event (Firefox), as the body sent', () => {
      const { fake, xhr } = sendTracked()
      fake.progressUpload(50)
      // Firefox fires `upload.load` only with the answer's headers, which a silent server never sends.
      fake.progressUpload(100, 100)
      expect(supervisor.isAwaitingAnswer('a')).toBe(true)
      vi.advanceTimersByTime(STALL_MS)
      expect(fake.aborted).toBe(false)
      // A pause leaves it to finish: the server may be storing the file.
      expect(supervisor.abort('a', 'paused')).toBe(false)
      vi.advanceTimersByTime(ANSWER_MS - STALL_MS)
      expect(supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    it('never stalls with a timeout of 0', () => {
      timeouts = { stallTimeoutMs: 0, responseTimeoutMs: 0 }
      const { fake, xhr } = sendTracked()
      fake.progressUpload(1)
      vi.advanceTimersByTime(24 * 60 * 60 * 1000)
      fake.finishUpload()
      vi.advanceTimersByTime(24 * 60 * 60 * 1000)
      expect(fake.aborted).toBe(false)
      expect(supervisor.reasonFor(xhr)).toBeUndefined()
      expect(vi.getTimerCount()).toBe(0)
    })

    it('stops watching at loadend', () => {
      const { fake, xhr, failures } = sendTracked()
      fake.progressUpload(10)
      fake.respond(500)
      vi.advanceTimersByTime(10 * ANSWER_MS)
      expect(failures).toEqual([])
      expect(supervisor.reasonFor(xhr)).toBeUndefined()
      expect(supervisor.abort('a', 'paused')).toBe(false)
    })

    it('ignores events of a request replaced by a retry', () => {
      const first = sendTracked()
      first.fake.progressUpload(10)
      const second = sendTracked()
      second.fake.progressUpload(5)
      // The first request's late events neither re-arm nor end the second one's watch.
      first.fake.respond(500)
      vi.advanceTimersByTime(STALL_MS)
      expect(supervisor.reasonFor(second.xhr)).toBe('stalled')
      expect(supervisor.reasonFor(first.xhr)).toBeUndefined()
    })
  })

  describe('abort on demand', () => {
    it.each(['stalled', 'paused', 'unauthenticated'] as const)(
      'makes the reason %s readable through reasonFor and reasonForUploadError',
      (reason) => {
        const { fake, xhr, failures } = sendTracked()
        fake.progressUpload(10)
        expect(supervisor.abort('a', reason)).toBe(true)
        expect(fake.aborted).toBe(true)
        expect(failures).toHaveLength(1)
        expect(supervisor.reasonFor(xhr)).toBe(reason)
        // Uppy passes the request as the error's `request`…
        expect(supervisor.reasonForUploadError(Object.assign(new Error('x'), { request: xhr }), undefined)).toBe(reason)
        // …or as the event's third argument.
        expect(supervisor.reasonForUploadError(new Error('x'), xhr)).toBe(reason)
      },
    )

    it('knows no reason for a request it did not end', () => {
      const { xhr } = sendTracked()
      expect(supervisor.reasonFor(xhr)).toBeUndefined()
      expect(supervisor.reasonFor(null)).toBeUndefined()
      expect(supervisor.reasonForUploadError(new Error('x'), undefined)).toBeUndefined()
      expect(supervisor.reasonForUploadError(null, { status: 500 })).toBeUndefined()
      expect(
        supervisor.reasonForUploadError(Object.assign(new Error('x'), { request: xhr }), undefined),
      ).toBeUndefined()
    })

    it('returns false for a file with no request', () => {
      expect(supervisor.abort('nothing', 'paused')).toBe(false)
    })

    it('makes an unsent request fail on send(), in a microtask, instead of sending it', async () => {
      const { fake, xhr, failures } = openRequest()
      supervisor.track('a', xhr)
      // A pause does not touch it: `onBeforeRequest` decides once its preparation is done.
      expect(supervisor.abort('a', 'paused')).toBe(false)
      supervisor.refuseToSend('a', 'paused')
      // A late markSent (the policy's own flow) does not start watching it.
      supervisor.markSent('a')
      xhr.send(null)
      expect(fake.sent).toBe(false)
      expect(failures).toEqual([])
      await Promise.resolve()
      expect(failures).toHaveLength(1)
      expect(fake.aborted).toBe(false)
      expect(supervisor.reasonFor(xhr)).toBe('paused')
      expect(vi.getTimerCount()).toBe(0)
    })

    it('does not abort for a pause a request whose whole body was sent', () => {
      const { fake } = sendTracked()
      fake.finishUpload()
      expect(supervisor.abort('a', 'paused')).toBe(false)
      expect(fake.aborted).toBe(false)
      expect(supervisor.isAwaitingAnswer('a')).toBe(true)
      // Other reasons still end it.
      expect(supervisor.abort('a', 'unauthenticated')).toBe(true)
    })

    it('stops the stall timer of an aborted request', () => {
      const { fake, xhr, failures } = sendTracked()
      fake.progressUpload(10)
      supervisor.abort('a', 'paused')
      vi.advanceTimersByTime(10 * ANSWER_MS)
      expect(failures).toHaveLength(1)
      expect(supervisor.reasonFor(xhr)).toBe('paused')
    })
  })

  it('neutralise makes a request send nothing and fail nothing', async () => {
    const { fake, xhr, failures } = openRequest()
    supervisor.neutralise(xhr)
    xhr.send(null)
    await Promise.resolve()
    expect(fake.sent).toBe(false)
    expect(failures).toEqual([])
  })

  it('dispose clears every timer and ends no request', () => {
    const stalled = sendTracked('a')
    stalled.fake.progressUpload(10)
    const answering = sendTracked('b')
    answering.fake.finishUpload()
    answering.fake.respond(200, '{}')
    // One of the two connections seen in use came free: the silent request is owed an answer.
    const queued = sendTracked('c')
    expect(vi.getTimerCount()).toBe(2)
    supervisor.dispose()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10 * ANSWER_MS)
    for (const { fake, failures } of [stalled, queued]) {
      expect(fake.aborted).toBe(false)
      expect(failures).toEqual([])
    }
  })
})
