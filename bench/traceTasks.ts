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
