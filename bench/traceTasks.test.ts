import { describe, expect, it } from 'vitest'
import { longTasksOf, mainThreadWork, summarizeMainThread, type TraceEvent, totalMs } from './traceTasks'

const MAIN = { pid: 1, tid: 7 }
const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
})
/** A complete event on the main thread, `ms` long from `atMs`. */
const work = (name: string, atMs: number, ms: number, functionName?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts: atMs * 1000,
  dur: ms * 1000,
  ...MAIN,
  ...(functionName ? { args: { data: { functionName } } } : {}),
})

describe('summarizeMainThread', () => {
  it('sorts each main-thread task by the work inside it, first kind first', () => {
    const summary = summarizeMainThread([
      threadName(MAIN.pid, MAIN.tid, 'CrRendererMain'),
      // An answer whose handlers also ran a frame's work counts as the answer.
      work('RunTask', 0, 4),
      work('XHRLoad', 0.5, 2),
      work('Layout', 3, 0.5),
      work('RunTask', 10, 6),
      work('FireAnimationFrame', 10.1, 1),
      work('Paint', 12, 2),
      work('RunTask', 20, 3),
      work('TimerFire', 20.1, 2.5),
      work('RunTask', 30, 1),
      work('FunctionCall', 30.1, 0.5, 'xhr.upload.onprogress'),
      work('RunTask', 40, 2),
      work('FunctionCall', 40.1, 1.5, 'performWorkUntilDeadline'),
      work('RunTask', 50, 0.5),
      work('BlinkScheduler_PerformMicrotaskCheckpoint', 50.1, 0.3),
      work('RunTask', 60, 0.25),
    ])
    expect(summary.answer).toEqual({ tasks: 1, ms: 4 })
    expect(summary.frame).toEqual({ tasks: 1, ms: 6 })
    expect(summary.timer).toEqual({ tasks: 1, ms: 3 })
    expect(summary.progress).toEqual({ tasks: 1, ms: 1 })
    expect(summary.react).toEqual({ tasks: 1, ms: 2 })
    expect(summary.continuation).toEqual({ tasks: 1, ms: 0.5 })
    expect(summary.other).toEqual({ tasks: 1, ms: 0.25 })
    expect(totalMs(summary)).toBe(16.75)
  })

  it('counts only the renderer main threads, not the browser’s or a worker’s tasks', () => {
    const summary = summarizeMainThread([
      threadName(MAIN.pid, MAIN.tid, 'CrRendererMain'),
      threadName(2, 3, 'CrBrowserMain'),
      work('RunTask', 0, 5),
      { ...work('RunTask', 0, 50), pid: 2, tid: 3 },
      { ...work('RunTask', 0, 70), tid: 8 },
    ])
    expect(totalMs(summary)).toBe(5)
    expect(summary.other.tasks).toBe(1)
  })
})

describe('long tasks and the work in them', () => {
  const events = [
    threadName(MAIN.pid, MAIN.tid, 'CrRendererMain'),
    work('RunTask', 0, 10),
    // A 120 ms frame: a rAF callback of 30 ms of which 20 ms a function, then 40 ms of layout and 50 of paint.
    work('RunTask', 100, 120),
    work('FireAnimationFrame', 100, 30),
    work('FunctionCall', 105, 20, 'repairFrame'),
    work('Layout', 130, 40),
    work('Paint', 170, 50),
    work('RunTask', 300, 60),
    work('TimerFire', 300, 60),
    { ...work('RunTask', 400, 500), tid: 8 },
  ]

  it('lists the tasks over a threshold with their kind and what took longest in them by self time', () => {
    expect(longTasksOf(events, 50)).toEqual([
      {
        atMs: 100,
        ms: 120,
        kind: 'frame',
        inside: [
          { what: 'Paint', ms: 50 },
          { what: 'Layout', ms: 40 },
          { what: 'FunctionCall(repairFrame)', ms: 20 },
          { what: 'FireAnimationFrame', ms: 10 },
        ],
      },
      { atMs: 300, ms: 60, kind: 'timer', inside: [{ what: 'TimerFire', ms: 60 }] },
    ])
  })

  it("sums the main thread's work by self time over every task", () => {
    expect(mainThreadWork(events).slice(0, 3)).toEqual([
      { what: 'TimerFire', ms: 60 },
      { what: 'Paint', ms: 50 },
      { what: 'Layout', ms: 40 },
    ])
  })
})
