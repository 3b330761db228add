// npm run bench -- --trace: where the main thread's time goes while headless Uppy and the panel upload many
// medium files, from Chrome traces (./traceTasks.ts says why not CPU profiles), with the timer calls each made.
import { setTimeout as sleep } from 'node:timers/promises'
import type { FileSpec } from './pages/api'
import { rotate } from './rounds'
import { type BenchContext, CLICK_AFTER_LISTED_MS, nextPrefix, open, type Variant } from './scenarios'
import { fmt, median, table } from './stats'
import { type MainThreadSummary, summarizeMainThread, TASK_KINDS, type TraceEvent, totalMs } from './traceTasks'

export interface TraceOptions {
  medium: { count: number; size: number }
  rounds: number
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8']
const VARIANTS: readonly Variant[] = ['headless', 'panel']

interface TracedUpload {
  ms: number
  summary: MainThreadSummary
  timerCalls: number
}

/** Counts the page's setTimeout and clearTimeout calls from here on (in `window.__timerCalls`). */
function countTimerCalls() {
  const counted = window as unknown as { __timerCalls: number }
  counted.__timerCalls = 0
  for (const name of ['setTimeout', 'clearTimeout'] as const) {
    const original = window[name] as (...args: unknown[]) => unknown
    ;(window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      counted.__timerCalls++
      return original.apply(window, args)
    }
  }
}

async function traceUpload(ctx: BenchContext, variant: Variant, options: TraceOptions): Promise<TracedUpload> {
  ctx.server.reset()
  const bench = await open(ctx, variant)
  try {
    await bench.page.evaluate(() => window.bench.mount())
    const spec: FileSpec = { kind: 'pdf', ...options.medium, prefix: nextPrefix('trace') }
    await bench.page.evaluate((s) => window.bench.makeFiles(s), spec)
    await bench.page.evaluate(() => window.bench.add())
    await sleep(CLICK_AFTER_LISTED_MS)
    await bench.page.evaluate(countTimerCalls)
    await ctx.browser.startTracing(bench.page, { categories: CATEGORIES })
    const ms = await bench.page.evaluate(() => window.bench.upload(180_000))
    const trace = JSON.parse((await ctx.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    const timerCalls = await bench.page.evaluate(() => (window as unknown as { __timerCalls: number }).__timerCalls)
    return { ms, summary: summarizeMainThread(trace.traceEvents), timerCalls }
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
      row('main thread, all tasks', (run) => totalMs(run.summary)),
      ...TASK_KINDS.map((kind) => row(`  ${kind}`, (run) => run.summary[kind].ms, 1)),
      row('frame tasks (count)', (run) => run.summary.frame.tasks),
      row('setTimeout + clearTimeout calls', (run) => run.timerCalls),
    ]),
  )
}
