// npm run bench -- --trace: where the main thread's time goes while headless Uppy and the panel upload many
// medium files, from Chrome traces (./traceTasks.ts says why not CPU profiles), with the timer calls each made.
import { rotate } from './rounds'
import { type BenchContext, openWithPdfsListed, type Variant } from './scenarios'
import { fmt, median, table } from './stats'
import { type MainThreadSummary, summarizeMainThread, TASK_KINDS, type TraceEvent, totalMs } from './traceTasks'

export interface TraceOptions {
  medium: { count: number; size: number }
  rounds: number
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8']
const VARIANTS: readonly Variant[] = ['headless', 'panel']

/** What the page records while it uploads (`window.__watched`). */
interface Watched {
  timerCalls: number
  /** `performance.now()` of each request's `send`. */
  sends: number[]
}

interface TracedUpload {
  ms: number
  summary: MainThreadSummary
  timerCalls: number
  /** ms from the start of the upload (the click) to the first and the last request sent. */
  firstRequestMs: number
  lastRequestMs: number
}

/** Counts the page's setTimeout and clearTimeout calls from here on, and notes when each request is sent. */
function watchPage() {
  const watched: Watched = { timerCalls: 0, sends: [] }
  ;(window as unknown as { __watched: Watched }).__watched = watched
  for (const name of ['setTimeout', 'clearTimeout'] as const) {
    const original = window[name] as (...args: unknown[]) => unknown
    ;(window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      watched.timerCalls++
      return original.apply(window, args)
    }
  }
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    watched.sends.push(performance.now())
    send.call(this, body)
  }
}

/** Uploads and returns its ms, with the requests' send times relative to its start. */
async function uploadWatched(timeoutMs: number) {
  const start = performance.now()
  const ms = await window.bench.upload(timeoutMs)
  const { timerCalls, sends } = (window as unknown as { __watched: Watched }).__watched
  return { ms, timerCalls, sends: sends.map((at) => at - start) }
}

async function traceUpload(ctx: BenchContext, variant: Variant, options: TraceOptions): Promise<TracedUpload> {
  const { bench } = await openWithPdfsListed(ctx, variant, options.medium, 'trace')
  try {
    await bench.page.evaluate(watchPage)
    await ctx.browser.startTracing(bench.page, { categories: CATEGORIES })
    const { ms, timerCalls, sends } = await bench.page.evaluate(uploadWatched, 180_000)
    const trace = JSON.parse((await ctx.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return {
      ms,
      summary: summarizeMainThread(trace.traceEvents),
      timerCalls,
      firstRequestMs: Math.min(...sends),
      lastRequestMs: Math.max(...sends),
    }
  } finally {
    await bench.close()
  }
}

export async function traceUploads(ctx: BenchContext, options: TraceOptions): Promise<void> {
  const runs = new Map<Variant, TracedUpload[]>(VARIANTS.map((variant) => [variant, []]))
  for (let round = 0; round < options.rounds; round++) {
    process.stderr.write(`round ${round + 1}/${options.rounds}…\n`)
    for (const variant of rotate(VARIANTS, round)) runs.get(variant)?.push(await traceUpload(ctx, variant, options))
  }
  const of = (variant: Variant, read: (run: TracedUpload) => number) => median((runs.get(variant) ?? []).map(read))
  const row = (label: string, read: (run: TracedUpload) => number, digits = 0) => {
    const [headless, panel] = VARIANTS.map((variant) => of(variant, read))
    return [
      label,
      fmt(headless as number, digits),
      fmt(panel as number, digits),
      fmt((panel as number) - (headless as number), digits),
    ]
  }
  const { count, size } = options.medium
  console.log(
    `\nMain thread while ${count} × ${fmt(size / 2 ** 20, 0)} MB are sent (Chrome trace; medians of ${options.rounds} rounds; ms, tasks by what started them)`,
  )
  console.log(
    table([
      ['', 'headless', 'panel', 'panel − headless'],
      row('upload', (run) => run.ms),
      row('  first request sent', (run) => run.firstRequestMs),
      row('  last request sent', (run) => run.lastRequestMs),
      row('main thread, all tasks', (run) => totalMs(run.summary)),
      ...TASK_KINDS.map((kind) => row(`  ${kind}`, (run) => run.summary[kind].ms, 1)),
      row('frame tasks (count)', (run) => run.summary.frame.tasks),
      row('setTimeout + clearTimeout calls', (run) => run.timerCalls),
    ]),
  )
}
