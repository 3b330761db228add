import { describe, expect, it, vi } from 'vitest'
import { ANSWER_MS, openRequest, STALL_MS, supervisorPerTest } from './requestSupervisor.testSupport'

describe('RequestSupervisor', () => {
  const under = supervisorPerTest()

  describe('stall', () => {
    it('does not watch a request before markSent', () => {
      const { fake, xhr, failures } = openRequest()
      under.supervisor.track('a', xhr)
      vi.advanceTimersByTime(10 * ANSWER_MS)
      expect(fake.aborted).toBe(false)
      expect(failures).toEqual([])
      expect(under.supervisor.reasonFor(xhr)).toBeUndefined()
    })

    it('aborts exactly stallTimeoutMs after the last upload progress event, and signals the failure', () => {
      const { fake, xhr, failures } = under.sendTracked()
      fake.progressUpload(10)
      vi.advanceTimersByTime(20_000)
      fake.progressUpload(20)
      vi.advanceTimersByTime(STALL_MS - 1)
      expect(fake.aborted).toBe(false)
      expect(failures).toEqual([])
      vi.advanceTimersByTime(1)
      expect(fake.aborted).toBe(true)
      expect(failures).toHaveLength(1)
      expect(under.supervisor.reasonFor(xhr)).toBe('stalled')
    })

    it('sets no timer per progress event: the one it has finds the moved bound and waits for the rest', () => {
      const { fake, xhr } = under.sendTracked()
      // Counted by hand and put back before the fake timers go: a spy from vi.spyOn left a broken timer
      // behind after vi.useRealTimers(), and the node project runs its files in one worker.
      const fakeSetTimeout = globalThis.setTimeout
      let timersSet = 0
      globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
        timersSet++
        return fakeSetTimeout(...args)
      }) as typeof setTimeout
      try {
        for (let loaded = 1; loaded <= 50; loaded++) {
          fake.progressUpload(loaded)
          vi.advanceTimersByTime(1_000)
        }
      } finally {
        globalThis.setTimeout = fakeSetTimeout
      }
      // The stall bound, sooner than the answer bound set at markSent, once; then the bound only moved.
      expect(timersSet).toBeLessThanOrEqual(2)
      expect(vi.getTimerCount()).toBe(1)
      vi.advanceTimersByTime(STALL_MS - 1_000 - 1)
      expect(fake.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      expect(under.supervisor.reasonFor(xhr)).toBe('stalled')
    })

    it('reads the stall timeout when progress comes, so a changed prop applies to the next progress event', () => {
      const { fake, xhr } = under.sendTracked()
      under.timeouts.stallTimeoutMs = 5_000
      fake.progressUpload(10)
      vi.advanceTimersByTime(5_000)
      expect(under.supervisor.reasonFor(xhr)).toBe('stalled')
    })

    it('never stalls with a timeout of 0', () => {
      under.timeouts = { stallTimeoutMs: 0, responseTimeoutMs: 0 }
      const { fake, xhr } = under.sendTracked()
      fake.progressUpload(1)
      vi.advanceTimersByTime(24 * 60 * 60 * 1000)
      fake.finishUpload()
      vi.advanceTimersByTime(24 * 60 * 60 * 1000)
      expect(fake.aborted).toBe(false)
      expect(under.supervisor.reasonFor(xhr)).toBeUndefined()
      expect(vi.getTimerCount()).toBe(0)
    })

    it('stops watching at loadend', () => {
      const { fake, xhr, failures } = under.sendTracked()
      fake.progressUpload(10)
      fake.respond(500)
      vi.advanceTimersByTime(10 * ANSWER_MS)
      expect(failures).toEqual([])
      expect(under.supervisor.reasonFor(xhr)).toBeUndefined()
      expect(under.supervisor.abort('a', 'paused')).toBe(false)
    })

    it('ignores events of a request replaced by a retry', () => {
      const first = under.sendTracked()
      first.fake.progressUpload(10)
      const second = under.sendTracked()
      second.fake.progressUpload(5)
      // The first request's late events neither re-arm nor end the second one's watch.
      first.fake.respond(500)
      vi.advanceTimersByTime(STALL_MS)
      expect(under.supervisor.reasonFor(second.xhr)).toBe('stalled')
      expect(under.supervisor.reasonFor(first.xhr)).toBeUndefined()
    })
  })
})
