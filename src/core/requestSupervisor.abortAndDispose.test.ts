import { describe, expect, it, vi } from 'vitest'
import { ANSWER_MS, openRequest, supervisorPerTest } from './requestSupervisor.testSupport'

describe('RequestSupervisor', () => {
  const under = supervisorPerTest()

  describe('abort on demand', () => {
    it.each(['stalled', 'paused', 'unauthenticated'] as const)(
      'makes the reason %s readable through reasonFor and reasonForUploadError',
      (reason) => {
        const { fake, xhr, failures } = under.sendTracked()
        fake.progressUpload(10)
        expect(under.supervisor.abort('a', reason)).toBe(true)
        expect(fake.aborted).toBe(true)
        expect(failures).toHaveLength(1)
        expect(under.supervisor.reasonFor(xhr)).toBe(reason)
        // Uppy passes the request as the error's `request`…
        expect(under.supervisor.reasonForUploadError(Object.assign(new Error('x'), { request: xhr }), undefined)).toBe(
          reason,
        )
        // …or as the event's third argument.
        expect(under.supervisor.reasonForUploadError(new Error('x'), xhr)).toBe(reason)
      },
    )

    it('knows no reason for a request it did not end', () => {
      const { xhr } = under.sendTracked()
      expect(under.supervisor.reasonFor(xhr)).toBeUndefined()
      expect(under.supervisor.reasonFor(null)).toBeUndefined()
      expect(under.supervisor.reasonForUploadError(new Error('x'), undefined)).toBeUndefined()
      expect(under.supervisor.reasonForUploadError(null, { status: 500 })).toBeUndefined()
      expect(
        under.supervisor.reasonForUploadError(Object.assign(new Error('x'), { request: xhr }), undefined),
      ).toBeUndefined()
    })

    it('returns false for a file with no request', () => {
      expect(under.supervisor.abort('nothing', 'paused')).toBe(false)
    })

    it('makes an unsent request fail on send(), in a microtask, instead of sending it', async () => {
      const { fake, xhr, failures } = openRequest()
      under.supervisor.track('a', xhr)
      // A pause does not touch it: `onBeforeRequest` decides once its preparation is done.
      expect(under.supervisor.abort('a', 'paused')).toBe(false)
      under.supervisor.refuseToSend('a', 'paused')
      // A late markSent (the policy's own flow) does not start watching it.
      under.supervisor.markSent('a')
      xhr.send(null)
      expect(fake.sent).toBe(false)
      expect(failures).toEqual([])
      await Promise.resolve()
      expect(failures).toHaveLength(1)
      expect(fake.aborted).toBe(false)
      expect(under.supervisor.reasonFor(xhr)).toBe('paused')
      expect(vi.getTimerCount()).toBe(0)
    })

    it('does not abort for a pause a request whose whole body was sent', () => {
      const { fake } = under.sendTracked()
      fake.finishUpload()
      expect(under.supervisor.abort('a', 'paused')).toBe(false)
      expect(fake.aborted).toBe(false)
      expect(under.supervisor.isAwaitingAnswer('a')).toBe(true)
      // Other reasons still end it.
      expect(under.supervisor.abort('a', 'unauthenticated')).toBe(true)
    })

    it('stops the stall timer of an aborted request', () => {
      const { fake, xhr, failures } = under.sendTracked()
      fake.progressUpload(10)
      under.supervisor.abort('a', 'paused')
      vi.advanceTimersByTime(10 * ANSWER_MS)
      expect(failures).toHaveLength(1)
      expect(under.supervisor.reasonFor(xhr)).toBe('paused')
    })
  })

  it('neutralise makes a request send nothing and fail nothing', async () => {
    const { fake, xhr, failures } = openRequest()
    under.supervisor.neutralise(xhr)
    xhr.send(null)
    await Promise.resolve()
    expect(fake.sent).toBe(false)
    expect(failures).toEqual([])
  })

  it('dispose clears every timer and ends no request', () => {
    const stalled = under.sendTracked('a')
    stalled.fake.progressUpload(10)
    const answering = under.sendTracked('b')
    answering.fake.finishUpload()
    answering.fake.respond(200, '{}')
    // One of the two connections seen in use came free: the silent request is owed an answer.
    const queued = under.sendTracked('c')
    expect(vi.getTimerCount()).toBe(2)
    under.supervisor.dispose()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10 * ANSWER_MS)
    for (const { fake, failures } of [stalled, queued]) {
      expect(fake.aborted).toBe(false)
      expect(failures).toEqual([])
    }
  })
})
