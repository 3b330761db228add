// npm run bench -- --phone --trace: one send of the phone photos by the panel under each profile, with a
// Chrome trace from the press on the upload button to the host's completion callback: the main thread's
// time by the kind of task, and each long task with the work inside it that took longest.
import { setTimeout as sleep } from 'node:timers/promises'
import { descendantPids, threadCpuMs } from '../processCpu'
import { CLICK_AFTER_LISTED_MS, emptyStorage } from '../scenarios'
import { fmt, table } from '../stats'
import { longTasksOf, mainThreadWork, summarizeMainThread, TASK_KINDS, type TraceEvent, totalMs } from '../traceTasks'
import type { PhoneContext } from './emulation'
import type { Photo } from './photos'
import { bounded, pageWithPhotos, uploadLimitMs } from './scenarios'

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink']

/** When each request was opened, sent (its body handed to the browser) and answered, performance.now(). */
interface RequestTimes {
  opened: number
  sent: number
  done: number
}

/** Page script: notes every XMLHttpRequest's open, send and end from here on (`window.__requests`). */
function watchRequests() {
  const requests: RequestTimes[] = []
  ;(window as unknown as { __requests: RequestTimes[] }).__requests = requests
  const { open, send } = XMLHttpRequest.prototype
  const times = new WeakMap<XMLHttpRequest, RequestTimes>()
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    const entry = { opened: performance.now(), sent: Number.NaN, done: Number.NaN }
    times.set(this, entry)
    requests.push(entry)
    this.addEventListener('loadend', () => {
      entry.done = performance.now()
    })
    ;(open as (...openArgs: unknown[]) => void).apply(this, args)
  }
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    const entry = times.get(this)
    if (entry) entry.sent = performance.now()
    send.call(this, body)
  }
}

/** Traces the panel (with `resizePhotos`) sending `photos` over `uplinkMbitPerS` and prints where its main thread went. */
export async function traceSend(
  ctx: PhoneContext,
  photos: readonly Photo[],
  uplinkMbitPerS: number,
  limitMs: number,
): Promise<void> {
  ctx.server.reset()
  const largest = Math.max(...photos.map((photo) => photo.bytes))
  const waitMs = uploadLimitMs({ count: photos.length, size: largest }, uplinkMbitPerS, limitMs)
  const { bench } = await pageWithPhotos(ctx, 'panelResized', photos, uplinkMbitPerS)
  try {
    await bench.page.evaluate(() => window.bench.add())
    await sleep(CLICK_AFTER_LISTED_MS)
    const browserPids = () =>
      (descendantPids() ?? []).filter(
        (pid) => (ctx.quota?.holds(pid) ?? false) === (ctx.profile.id === 'whole-browser'),
      )
    await bench.page.evaluate(watchRequests)
    const throttledBefore = ctx.quota?.throttling()
    const cpuBefore = threadCpuMs(browserPids())
    await ctx.browser.startTracing(bench.page, { categories: CATEGORIES })
    const uploadMs = await bounded(
      bench.page.evaluate((timeoutMs) => {
        ;(window as unknown as { __pressedAt: number }).__pressedAt = performance.now()
        return window.bench.upload(timeoutMs)
      }, waitMs),
      waitMs + 30_000,
      'panel: traced send',
    )
    const cpuAfter = threadCpuMs(browserPids())
    const throttledAfter = ctx.quota?.throttling()
    const trace = JSON.parse((await ctx.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    const summary = summarizeMainThread(trace.traceEvents)
    console.log(
      `\n${ctx.profile.id} profile: the panel sends ${photos.length} photos over ${uplinkMbitPerS} Mbit/s in ` +
        `${fmt(uploadMs / 1000, 1)} s; main thread from the press to the callback, by task kind (Chrome trace)`,
    )
    console.log(
      table([
        ['kind', 'tasks', 'ms'],
        ['all', String(Object.values(summary).reduce((sum, { tasks }) => sum + tasks, 0)), fmt(totalMs(summary), 0)],
        ...TASK_KINDS.map((kind) => [`  ${kind}`, String(summary[kind].tasks), fmt(summary[kind].ms, 0)]),
      ]),
    )
    const { requests, pressedAt } = await bench.page.evaluate(() => {
      const page = window as unknown as { __requests: RequestTimes[]; __pressedAt: number }
      return { requests: page.__requests, pressedAt: page.__pressedAt }
    })
    const firstOpened = Math.min(...requests.map((request) => request.opened))
    console.log(
      `\nRequests (s from the press; the first opened at ${fmt((firstOpened - pressedAt) / 1000, 2)} s, once every ` +
        `photo's location was removed): sent ${requests
          .map((request) => `${fmt((request.sent - pressedAt) / 1000, 1)}→${fmt((request.done - pressedAt) / 1000, 1)}`)
          .join(', ')}`,
    )
    const work = mainThreadWork(trace.traceEvents).slice(0, 15)
    console.log("\nThe main thread's work by self time, the 15 longest (ms)")
    console.log(table([['work', 'ms'], ...work.map(({ what, ms }) => [what, fmt(ms, 0)])]))
    const threads = [...cpuAfter]
      .map(([name, ms]) => ({ name, ms: ms - (cpuBefore.get(name) ?? 0) }))
      .filter(({ ms }) => ms >= 20)
      .sort((a, b) => b.ms - a.ms)
    console.log(
      `\nCPU of the browser's threads over the send (/proc schedstat; tracing included), ms: ` +
        `${fmt(
          threads.reduce((sum, { ms }) => sum + ms, 0),
          0,
        )} in all`,
    )
    console.log(table([['process/thread', 'ms'], ...threads.map(({ name, ms }) => [name, fmt(ms, 0)])]))
    if (throttledBefore && throttledAfter)
      console.log(
        `The quota ran out in ${throttledAfter.throttled - throttledBefore.throttled} of ` +
          `${throttledAfter.periods - throttledBefore.periods} periods; the group waited ` +
          `${fmt(throttledAfter.throttledMs - throttledBefore.throttledMs, 0)} ms (summed over CPUs) for more`,
      )
    const long = longTasksOf(trace.traceEvents, 50)
    console.log(
      `\nTasks over 50 ms: ${long.length}, ${fmt(
        long.reduce((sum, task) => sum + task.ms, 0),
        0,
      )} ms`,
    )
    for (const task of long)
      console.log(
        `  ${fmt(task.atMs, 0).padStart(6)} ms  ${fmt(task.ms, 0).padStart(4)} ms  ${task.kind}: ${task.inside
          .map((part) => `${part.what} ${fmt(part.ms, 0)}`)
          .join(' · ')}`,
      )
  } finally {
    await bench.close()
    await emptyStorage(ctx.server)
  }
}
