import { describe, expect, it, vi } from 'vitest'
import { ANSWER_MS, STALL_MS, supervisorPerTest } from './requestSupervisor.testSupport'

describe('RequestSupervisor', () => {
  const under = supervisorPerTest()

  describe('stall', () => {
    it('never aborts a request whose body was sent as stalled: the answer gets its own, longer bound', () => {
      const { fake, xhr } = under.sendTracked()
      fake.progressUpload(50)
      fake.finishUpload()
      expect(under.supervisor.isAwaitingAnswer('a')).toBe(true)
      vi.advanceTimersByTime(ANSWER_MS - 1)
      // Upload progress after the body was sent (some browsers repeat the last one) does not re-arm a stall.
      fake.upload.fire('progress', { loaded: 100, total: 100 })
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      expect(fake.aborted).toBe(true)
      expect(under.supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    it('re-arms the answer bound on download progress: silence, not a slow answer, is what fails', () => {
      const { fake, xhr } = under.sendTracked()
      fake.finishUpload()
      vi.advanceTimersByTime(ANSWER_MS - 1)
      fake.progressDownload(10)
      vi.advanceTimersByTime(ANSWER_MS - 1)
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      expect(under.supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    it('gives a sent request that reports no upload progress the answer bound, not the stall bound', () => {
      const { fake, xhr } = under.sendTracked()
      vi.advanceTimersByTime(STALL_MS * 2)
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(ANSWER_MS - STALL_MS * 2)
      expect(under.supervisor.reasonFor(xhr)).toBe('unanswered')
    })

    // Connections per host differ by engine (Chromium and WebKit 6, Firefox 9, measured), so the
    // under.supervisor learns them from the requests it sees in flight instead of assuming one number.
    it.each([
      [6, 'Chromium, WebKit'],
      [9, 'Firefox'],
      [2, 'a browser or proxy that allows fewer'],
    ])('does not bound a request that may be waiting for one of %i connections per host (%s)', (connections) => {
      const sending = Array.from({ length: connections }, (_, index) => {
        const request = under.sendTracked(`busy-${index}`)
        request.fake.progressUpload(1)
        return request
      })
      const waiting = under.sendTracked('waiting')
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
      expect(under.supervisor.reasonFor(waiting.xhr)).toBe('unanswered')
    })

    it('takes a last report of every byte sent, without the upload load event (Firefox), as the body sent', () => {
      const { fake, xhr } = under.sendTracked()
      fake.progressUpload(50)
      // Firefox fires `upload.load` only with the answer's headers, which a silent server never sends.
      fake.progressUpload(100, 100)
      expect(under.supervisor.isAwaitingAnswer('a')).toBe(true)
      vi.advanceTimersByTime(STALL_MS)
      expect(fake.aborted).toBe(false)
      // A pause leaves it to finish: the server may be storing the file.
      expect(under.supervisor.abort('a', 'paused')).toBe(false)
      vi.advanceTimersByTime(ANSWER_MS - STALL_MS)
      expect(under.supervisor.reasonFor(xhr)).toBe('unanswered')
    })
  })
})
