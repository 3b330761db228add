// npm run bench -- --profile: CPU profiles (CDP Profiler) of the baseline and the panel adding many
// files, and of headless Uppy, the baseline and the panel uploading many medium ones, mapped through the
// source maps to the panel's own sources.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import type { BenchPage } from './browser'
import type { FileSpec } from './pages/api'
import { type BenchContext, IDLE_BEFORE_ADD_MS, nextPrefix, open, openWithPdfsListed, type Variant } from './scenarios'
import { fmt, table } from './stats'

/** The parts of CDP's Profiler.Profile used here. */
interface Frame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: Frame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples?: number[]
  timeDeltas?: number[]
}

export interface ProfileOptions {
  addCount: number
  medium: { count: number; size: number }
  settleMs: number
  outDir: string
}

export const PROFILE_DIR = '.tmp/bench-profiles'

async function record(bench: BenchPage, action: () => Promise<unknown>): Promise<Profile> {
  await bench.cdp.send('Profiler.enable')
  await bench.cdp.send('Profiler.setSamplingInterval', { interval: 50 })
  await bench.cdp.send('Profiler.start')
  await action()
  const { profile } = await bench.cdp.send('Profiler.stop')
  return profile
}

/** Where a frame comes from: the original source (through the maps) or the bundle position. */
function locate(frame: Frame, maps: Map<string, TraceMap>): { name: string; source: string; line: number } {
  const map = maps.get(frame.url)
  const name = frame.functionName || '(anonymous)'
  if (!map) return { name, source: frame.url ? frame.url : name, line: frame.lineNumber + 1 }
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
  const source = (position.source ?? frame.url).replace(/^.*?\/(src|node_modules)\//, '$1/')
  return { name, source, line: position.line ?? 0 }
}

/** The part of the page a source belongs to. */
function area(source: string): string {
  if (source.startsWith('src/')) return `panel ${source}`
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg) return pkg[1] as string
  return source
}

interface Summary {
  totalMs: number
  self: Map<string, number>
  inclusive: Map<string, number>
  areas: Map<string, number>
  /** By what started the work: the outermost function of each sample (a task's or a microtask's callback) and the one it called. */
  entries: Map<string, number>
}

function summarize(profile: Profile, maps: Map<string, TraceMap>): Summary {
  const parent = new Map<number, number>()
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id)
  }
  const labels = new Map<number, { key: string; area: string }>()
  for (const node of profile.nodes) {
    const where = locate(node.callFrame, maps)
    labels.set(node.id, { key: `${where.name}  ${where.source}:${where.line}`, area: area(where.source) })
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const areas = new Map<string, number>()
  const entries = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  let totalMs = 0
  for (let index = 0; index < samples.length; index++) {
    const ms = (deltas[index + 1] ?? 0) / 1000
    const id = samples[index] as number
    const label = labels.get(id)
    if (!label || label.key.startsWith('(idle)')) continue
    totalMs += ms
    add(self, label.key, ms)
    add(areas, label.area, ms)
    const seen = new Set<string>()
    const stack: string[] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = labels.get(at)?.key
      if (key) stack.push(key)
      if (key && !seen.has(key)) {
        seen.add(key)
        add(inclusive, key, ms)
      }
    }
    // The last is (root); native work with no script under it ((program), GC) is its own entry.
    add(entries, stack.slice(-3, -1).reverse().join('  ›  ') || label.key, ms)
  }
  return { totalMs, self, inclusive, areas, entries }
}

const top = (map: Map<string, number>, count: number, filter: (key: string) => boolean = () => true) =>
  [...map]
    .filter(([key]) => filter(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)

function printSummary(title: string, summary: Summary) {
  console.log(`\n=== ${title}: ${fmt(summary.totalMs, 0)} ms of non-idle samples`)
  console.log(table([['ms', 'area (self time)'], ...top(summary.areas, 12).map(([key, ms]) => [fmt(ms, 1), key])]))
  console.log(table([['ms', 'function (self time)'], ...top(summary.self, 15).map(([key, ms]) => [fmt(ms, 1), key])]))
  console.log(
    table([
      ['ms', 'entry (inclusive): what started it  ›  what it called'],
      ...top(summary.entries, 12).map(([key, ms]) => [fmt(ms, 1), key]),
    ]),
  )
  const own = top(summary.inclusive, 15, (key) => key.includes(' src/'))
  if (own.length > 0)
    console.log(table([['ms', "panel's own function (inclusive)"], ...own.map(([key, ms]) => [fmt(ms, 1), key])]))
}

export async function profile(ctx: BenchContext, options: ProfileOptions): Promise<void> {
  mkdirSync(PROFILE_DIR, { recursive: true })
  const maps = new Map<string, TraceMap>()
  for (const variant of ['headless', 'baseline', 'panel'] as const)
    maps.set(
      `${ctx.pagesUrl}/${variant}.js`,
      new TraceMap(readFileSync(join(options.outDir, 'pages', `${variant}.js.map`), 'utf8')),
    )
  const save = (name: string, data: Profile) => writeFileSync(join(PROFILE_DIR, name), JSON.stringify(data))

  for (const variant of ['baseline', 'panel'] as Variant[]) {
    const bench = await open(ctx, variant)
    try {
      await bench.page.evaluate(() => window.bench.mount())
      const spec: FileSpec = { kind: 'jpeg', count: options.addCount, size: 0, prefix: nextPrefix('prof') }
      await bench.page.evaluate((s) => window.bench.makeFiles(s), spec)
      // As the add scenario: the page idle first, then the pick until the first frame that shows it, and apart the
      // rest of the settle window (a whole-window profile hides the few ms a member waits for among seconds of previews).
      await sleep(IDLE_BEFORE_ADD_MS)
      let listedMs = 0
      const added = await record(bench, async () => {
        listedMs = (await bench.page.evaluate(() => window.bench.addFromChange())).buttonFrameMs
      })
      save(`${variant}-add.cpuprofile`, added)
      printSummary(
        `${variant}: add ${options.addCount} JPEGs, from the change to the first frame naming them all (${fmt(listedMs, 0)} ms)`,
        summarize(added, maps),
      )
      const settled = await record(bench, () => sleep(options.settleMs))
      save(`${variant}-add-settle.cpuprofile`, settled)
      printSummary(`${variant}: the ${options.settleMs} ms after that`, summarize(settled, maps))
      const decodes = await bench.page.evaluate(() => {
        const counts = [...window.__benchProbe.fileUrls.values()]
        return { files: counts.length, decodes: counts.reduce((sum, count) => sum + count, 0) }
      })
      console.log(`preview decodes: ${decodes.decodes} for ${decodes.files} distinct files`)
    } finally {
      await bench.close()
    }
  }

  // Headless Uppy is the upload's floor: what the panel spends beyond it is the UI's.
  for (const variant of ['headless', 'baseline', 'panel'] as Variant[]) {
    const { bench } = await openWithPdfsListed(ctx, variant, options.medium, 'profup')
    try {
      let uploadMs = 0
      const uploaded = await record(bench, async () => {
        uploadMs = await bench.page.evaluate(() => window.bench.upload(180_000))
      })
      save(`${variant}-upload.cpuprofile`, uploaded)
      const megabytes = (options.medium.count * options.medium.size) / (1024 * 1024)
      printSummary(
        `${variant}: upload ${options.medium.count} files, ${fmt(megabytes, 0)} MB in ${fmt(uploadMs, 0)} ms`,
        summarize(uploaded, maps),
      )
    } finally {
      await bench.close()
    }
  }
  console.log(`\nProfiles saved in ${PROFILE_DIR}/ (open in Chrome DevTools › Performance).`)
}
