import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onBeat, untilNextBeat } from './runBeat'

describe('untilNextBeat', () => {
  it('draws the first change after a quiet interval at once', () => {
    expect(untilNextBeat(0, 250, 250)).toBe(0)
    expect(untilNextBeat(1_000, 1_731, 250)).toBe(0)
    expect(untilNextBeat(Number.NEGATIVE_INFINITY, 37, 250)).toBe(0)
  })

  it('draws later changes on the shared beat, so views drawn at different moments meet in one frame', () => {
    // Two views that last drew 30 ms apart both wait for the beat at 1 500.
    expect(1_320 + untilNextBeat(1_210, 1_320, 250)).toBe(1_500)
    expect(1_320 + untilNextBeat(1_240, 1_320, 250)).toBe(1_500)
    expect(1_499 + untilNextBeat(1_300, 1_499, 250)).toBe(1_500)
  })

  it('skips a beat that comes less than half an interval after the last drawing', () => {
    expect(1_420 + untilNextBeat(1_400, 1_420, 250)).toBe(1_750)
    expect(1_480 + untilNextBeat(1_376, 1_480, 250)).toBe(1_750)
    expect(1_480 + untilNextBeat(1_375, 1_480, 250)).toBe(1_500)
  })

  it('waits at most an interval and a half', () => {
    for (let last = 0; last < 500; last += 7)
      for (let now = last; now < last + 250; now += 11) expect(untilNextBeat(last, now, 250)).toBeLessThanOrEqual(375)
  })
})

describe('onBeat', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('draws every view waiting for one beat in one task, at the beat', async () => {
    const drawn: string[] = []
    // Set in a microtask of the first view's drawing: it runs once the task that drew the views ends.
    let taskEnded = false
    onBeat(500, () => {
      drawn.push('list')
      void Promise.resolve().then(() => {
        taskEnded = true
      })
    })
    // Asked later, for the same beat (as now + untilNextBeat gives it, not quite an integer).
    await vi.advanceTimersByTimeAsync(120)
    onBeat(120 + (500 - 120.0000001), () => drawn.push(taskEnded ? 'status bar, in a task after' : 'status bar'))
    await vi.advanceTimersByTimeAsync(379)
    expect(drawn).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(drawn).toEqual(['list', 'status bar'])
  })

  it('takes back one view, and the beat with its last view', async () => {
    const drawn: string[] = []
    const takeBackList = onBeat(500, () => drawn.push('list'))
    const takeBackBar = onBeat(500, () => drawn.push('status bar'))
    takeBackList()
    await vi.advanceTimersByTimeAsync(500)
    expect(drawn).toEqual(['status bar'])
    // Taken back after it was drawn: nothing else is touched (a new beat at the same time stays).
    onBeat(1_000, () => drawn.push('later'))
    takeBackBar()
    onBeat(1_000, () => drawn.push('and the title'))
    const takeBackLast = onBeat(1_500, () => drawn.push('never'))
    takeBackLast()
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(drawn).toEqual(['status bar', 'later', 'and the title'])
  })

  it('draws the other views of a beat when one throws, and reports the error', async () => {
    const drawn: string[] = []
    const reported: unknown[] = []
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => {
      try {
        report()
      } catch (error) {
        reported.push(error)
      }
    })
    onBeat(500, () => {
      throw new Error('broken view')
    })
    onBeat(500, () => drawn.push('status bar'))
    await vi.advanceTimersByTimeAsync(500)
    expect(drawn).toEqual(['status bar'])
    expect(reported).toEqual([new Error('broken view')])
  })
})
