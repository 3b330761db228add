import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestSupervisor, SupervisorTimeouts } from './requestSupervisor'
import {
  ANSWER_MS,
  openRequest,
  STALL_MS,
  type SupervisedRequests,
  stopSupervising,
  supervisorOver,
  usualTimeouts,
} from './requestSupervisor.testSupport'

describe('RequestSupervisor', () => {
  let timeouts: SupervisorTimeouts
  let supervisor: RequestSupervisor
  let sendTracked: SupervisedRequests['sendTracked']

  beforeEach(() => {
    timeouts = usualTimeouts()
    ;({ supervisor, sendTracked } = supervisorOver(() => timeouts))
  })
  afterEach(() => stopSupervising(supervisor))

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
})
