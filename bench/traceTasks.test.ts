import { describe, expect, it } from 'vitest'
import { summarizeMainThread, type TraceEvent, totalMs } from './traceTasks'

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
