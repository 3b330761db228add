import { describe, expect, it } from 'vitest'
import type { ScaleOutcome } from '../thumbnails/scalePhoto'
import { PreparationQueue, type Prepared, type QueueProgress } from './preparationQueue'

/** A scaling the test ends when it wants, and whether it has started. */
function heldWork(outcome: ScaleOutcome = 'unchanged') {
  let finish = () => {}
  const held = { started: false, finish: () => finish() }
  const work = () => {
    held.started = true
    return new Promise<ScaleOutcome>((resolve) => {
      finish = () => resolve(outcome)
    })
  }
  return { held, work }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function queueWithLog() {
  const reports: QueueProgress[] = []
  const queue = new PreparationQueue((progress) => reports.push(progress))
  const last = () => reports.at(-1)
  return { queue, last }
}

describe('PreparationQueue', () => {
  it('prepares one photo at a time, in the order asked, and counts the batch', async () => {
    const { queue, last } = queueWithLog()
    const a = heldWork()
    const b = heldWork()
    const results: Prepared[] = []
    void queue.prepare('a', a.work, new AbortController().signal).then((result) => results.push(result))
    void queue.prepare('b', b.work, new AbortController().signal).then((result) => results.push(result))
    expect([a.held.started, b.held.started]).toEqual([true, false])
    expect(last()).toEqual({ prepared: 0, toPrepare: 2, current: 'a', waiting: ['b'] })

    a.held.finish()
    await settle()
    expect(results).toEqual(['unchanged'])
    expect(b.held.started).toBe(true)
    expect(last()).toEqual({ prepared: 1, toPrepare: 2, current: 'b', waiting: [] })

    b.held.finish()
    await settle()
    expect(results).toEqual(['unchanged', 'unchanged'])
    // Nothing left: the next photo starts a new batch.
    expect(last()).toEqual({ prepared: 0, toPrepare: 0, current: null, waiting: [] })
  })

  it('hands over what the work came to, and a failure as failed', async () => {
    const { queue } = queueWithLog()
    const scaled = new Blob(['x'])
    const signal = new AbortController().signal
    expect(await queue.prepare('a', async () => scaled, signal)).toBe(scaled)
    expect(await queue.prepare('b', () => Promise.reject(new Error('decoder')), signal)).toBe('failed')
  })

  it('drops a waiting photo at once when its preparation is stopped: it never starts, the batch shrinks', async () => {
    const { queue, last } = queueWithLog()
    const a = heldWork()
    const b = heldWork()
    const stopB = new AbortController()
    void queue.prepare('a', a.work, new AbortController().signal)
    const prepared = queue.prepare('b', b.work, stopB.signal)
    stopB.abort()
    expect(await prepared).toBe('stopped')
    expect(last()).toEqual({ prepared: 0, toPrepare: 1, current: 'a', waiting: [] })
    a.held.finish()
    await settle()
    expect(b.held.started).toBe(false)
  })

  it('answers a stopped photo being prepared at once, and starts the next only when its work has ended', async () => {
    const { queue, last } = queueWithLog()
    const a = heldWork(new Blob(['scaled']))
    const b = heldWork()
    const stopA = new AbortController()
    const preparedA = queue.prepare('a', a.work, stopA.signal)
    void queue.prepare('b', b.work, new AbortController().signal)
    stopA.abort()
    expect(await preparedA).toBe('stopped')
    expect(last()).toEqual({ prepared: 0, toPrepare: 1, current: null, waiting: ['b'] })
    // Two photos are never decoded at once.
    await settle()
    expect(b.held.started).toBe(false)
    a.held.finish()
    await settle()
    expect(b.held.started).toBe(true)
    expect(last()).toEqual({ prepared: 0, toPrepare: 1, current: 'b', waiting: [] })
  })

  it('does not queue a photo whose preparation was stopped before it asked', async () => {
    const { queue, last } = queueWithLog()
    const stop = new AbortController()
    stop.abort()
    const a = heldWork()
    expect(await queue.prepare('a', a.work, stop.signal)).toBe('stopped')
    expect(a.held.started).toBe(false)
    expect(last()).toBeUndefined()
  })
})
