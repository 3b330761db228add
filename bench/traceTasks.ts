/**
 * What a page's main thread did, from a Chrome trace: every task of the renderer's main thread, sorted by
 * the kind of work that started it. Sampled CPU profiles charge a thread's time off the CPU to whatever
 * function it was in, which on two shared cores misleads; a trace's tasks are what the thread ran.
 */

/** The parts of a Chrome trace event read here. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { functionName?: string; type?: string } }
}

/** Kinds of task, first match first: what a task contains decides its kind. */
export const TASK_KINDS = [
  // An upload's answer and the work Uppy and the panel do on it (its success or failure).
  'answer',
  // A frame: animation-frame callbacks, style, layout, paint and the commit to the compositor.
  'frame',
  // Timers: the beat's redraws of the list and the bar, progress handed over in a batch.
  'timer',
  // The browser's upload progress events.
  'progress',
  // React's scheduler rendering the panel's own views.
  'react',
  // Promise continuations alone: file reads finished, requests sent after them.
  'continuation',
  'garbage collection',
  'other',
] as const

export type TaskKind = (typeof TASK_KINDS)[number]

const FRAME_WORK = new Set(['FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit'])

function kindOf(inside: readonly TraceEvent[]): TaskKind {
  const has = (test: (event: TraceEvent) => boolean) => inside.some(test)
  if (has((event) => event.name === 'XHRLoad' || event.name === 'XHRReadyStateChange')) return 'answer'
  if (has((event) => FRAME_WORK.has(event.name))) return 'frame'
  if (has((event) => event.name === 'TimerFire')) return 'timer'
  if (has((event) => event.args?.data?.functionName === 'xhr.upload.onprogress')) return 'progress'
  if (has((event) => event.args?.data?.functionName === 'performWorkUntilDeadline')) return 'react'
  if (has((event) => event.name === 'BlinkScheduler_PerformMicrotaskCheckpoint')) return 'continuation'
  if (has((event) => event.name === 'MinorGC' || event.name === 'MajorGC')) return 'garbage collection'
  return 'other'
}

export type MainThreadSummary = Record<TaskKind, { tasks: number; ms: number }>

/** The main thread's tasks (complete events named `RunTask` on `CrRendererMain`) by kind, with their time. */
export function summarizeMainThread(events: readonly TraceEvent[]): MainThreadSummary {
  const summary = Object.fromEntries(TASK_KINDS.map((kind) => [kind, { tasks: 0, ms: 0 }])) as MainThreadSummary
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  const complete = events.filter((event) => event.ph === 'X')
  for (const thread of mainThreads) {
    const onThread = complete
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
      .sort((a, b) => a.ts - b.ts)
    const tasks = onThread.filter((event) => event.name === 'RunTask')
    const work = onThread.filter((event) => event.name !== 'RunTask')
    let next = 0
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0)
      while (next < work.length && (work[next] as TraceEvent).ts < task.ts) next++
      const inside: TraceEvent[] = []
      for (let at = next; at < work.length && (work[at] as TraceEvent).ts < end; at++)
        inside.push(work[at] as TraceEvent)
      const entry = summary[kindOf(inside)]
      entry.tasks++
      entry.ms += (task.dur ?? 0) / 1000
    }
  }
  return summary
}

/** Every kind's time added up. */
export const totalMs = (summary: MainThreadSummary): number =>
  Object.values(summary).reduce((sum, { ms }) => sum + ms, 0)

/** One main-thread task over a threshold, with what inside it took the most time of its own. */
export interface LongTask {
  /** ms from the main thread's first task in the trace. */
  atMs: number
  ms: number
  kind: TaskKind
  /** The work inside by self time (its time less that of the work nested in it), longest first, at most 5. */
  inside: Array<{ what: string; ms: number }>
}

/** A trace event named by what it ran: the function or script behind it where the trace says. */
function describeWork(event: TraceEvent): string {
  const data = event.args?.data as
    | { functionName?: string; url?: string; lineNumber?: number; type?: string }
    | undefined
  const where = data?.url ? `${data.url.split('/').at(-1)}:${data.lineNumber ?? '?'}` : ''
  const detail = [data?.functionName, data?.type, where].filter(Boolean).join(' ')
  return detail ? `${event.name}(${detail})` : event.name
}

/** Self time of each piece of work in `inside` (sorted by start), nested ones taken from their parents. */
function selfTimes(inside: readonly TraceEvent[], taskEnd: number): Map<string, number> {
  const byWhat = new Map<string, number>()
  const open: Array<{ event: TraceEvent; end: number; self: number }> = []
  const close = () => {
    const done = open.pop()
    if (!done) return
    const what = describeWork(done.event)
    byWhat.set(what, (byWhat.get(what) ?? 0) + done.self / 1000)
  }
  for (const event of inside) {
    while (open.length > 0 && (open.at(-1) as { end: number }).end <= event.ts) close()
    const dur = Math.min(event.dur ?? 0, taskEnd - event.ts)
    const parent = open.at(-1)
    if (parent) parent.self -= dur
    open.push({ event, end: event.ts + dur, self: dur })
  }
  while (open.length > 0) close()
  return byWhat
}

/** Self time of every piece of work on the renderers' main threads, summed by what it was, longest first. */
export function mainThreadWork(events: readonly TraceEvent[]): Array<{ what: string; ms: number }> {
  const total = new Map<string, number>()
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  for (const thread of mainThreads) {
    const onThread = events
      .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    for (const [what, ms] of selfTimes(onThread, Number.POSITIVE_INFINITY)) total.set(what, (total.get(what) ?? 0) + ms)
  }
  return [...total].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms)
}

/** The renderers' main-thread tasks over `thresholdMs`, in order, each with its kind and its costliest work. */
export function longTasksOf(events: readonly TraceEvent[], thresholdMs: number): LongTask[] {
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  const complete = events.filter((event) => event.ph === 'X')
  const found: LongTask[] = []
  for (const thread of mainThreads) {
    const onThread = complete
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    const tasks = onThread.filter((event) => event.name === 'RunTask')
    const first = tasks[0]?.ts ?? 0
    const work = onThread.filter((event) => event.name !== 'RunTask')
    for (const task of tasks) {
      if ((task.dur ?? 0) / 1000 <= thresholdMs) continue
      const end = task.ts + (task.dur ?? 0)
      const inside = work.filter((event) => event.ts >= task.ts && event.ts < end)
      const self = selfTimes(inside, end)
      found.push({
        atMs: (task.ts - first) / 1000,
        ms: (task.dur ?? 0) / 1000,
        kind: kindOf(inside),
        inside: [...self]
          .map(([what, ms]) => ({ what, ms }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5),
      })
    }
  }
  return found.sort((a, b) => a.atMs - b.atMs)
}
