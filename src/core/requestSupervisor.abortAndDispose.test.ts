import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestSupervisor } from './requestSupervisor'
import {
  ANSWER_MS,
  openRequest,
  type SupervisedRequests,
  stopSupervising,
  supervisorOver,
  usualTimeouts,
} from './requestSupervisor.testSupport'

describe('RequestSupervisor', () => {
  let supervisor: RequestSupervisor
  let sendTracked: SupervisedRequests['sendTracked']

  beforeEach(() => {
    const timeouts = usualTimeouts()
    ;({ supervisor, sendTracked } = supervisorOver(() => timeouts))
  })
  afterEach(() => stopSupervising(supervisor))

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
