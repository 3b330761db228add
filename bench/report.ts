// Prints the bench tables and judges the budgets of issue 11 (ratios within the same run).
import type { MemorySnapshot } from './browser'
import type { BundleSize } from './build'
import { type AddResult, type CycleResult, IDLE_BEFORE_ADD_MS, type UploadResult, type Variant } from './scenarios'
import { fmt, kb, median, pairedDifference, pairedRatio, table, times } from './stats'

export interface Results {
  config: {
    rounds: number
    cycleRounds: number
    large: { count: number; size: number }
    medium: { count: number; size: number }
    add: number
    addAfter: { count: number; size: number }
    cycles: number
    cycleFiles: number
    warmUpCycles: number
  }
  throughput: Partial<Record<'large' | 'medium', Partial<Record<Variant, UploadResult[]>>>>
  add: Partial<Record<Variant, AddResult[]>>
  /** The same add, in a page that has first sent `config.addAfter` and emptied its list. */
  addAfterUpload: Partial<Record<Variant, AddResult[]>>
  cycles: Partial<Record<Variant, CycleResult[]>>
  remount: Partial<Record<Variant, CycleResult[]>>
  bundle?: Record<'none' | 'baseline' | 'panel', BundleSize>
  /** Minified bytes of the panel host page per source, largest first. */
  panelSources?: Array<[string, number]>
}

export interface Budget {
  scenario: string
  rule: string
  measured: string
  pass: boolean
  /** Leaks and bytes: the same on every run, so CI may assert them. */
  deterministic: boolean
  /** A timing budget only printed: no run fails on it, `--ci` or not (the phone profile's). */
  printed?: boolean
}

/** Whether `--ci` (or a full run) fails on this budget. */
export const enforced = (budget: Budget, ci: boolean) => {
  if (budget.printed) return false
  return ci ? budget.deterministic : true
}

/**
 * Issue 48's budgets: all a member needs to pick and send loads with the panel (own JS at start,
 * min+gz above the baseline), and with every part loaded on demand (restore, previews and their
 * worker, photo scaling; each gzipped alone) it stays under the second ceiling. The second was 32 KB until issue
 * 63's file card, rows offering their pause from the start, one live change per announcement and files named in
 * failures took it to 32.3 (bench/README.md).
 */
const OWN_JS_AT_START_CEILING_KB = 26
const OWN_JS_WITH_ON_DEMAND_CEILING_KB = 33
/** The stylesheet above the baseline's: 2.5 KB until issue 63's 44 px touch targets, forced colours and brand corners (2.7). */
const CSS_CEILING_KB = 3

const KB = 1024
const mbLabel = (spec: { count: number; size: number }) => `${spec.count} × ${fmt(spec.size / (1024 * 1024), 0)} MB`
/**
 * How finely the variants' kept objects are told apart. Both keep 1.5–2.2 KB over 20 cycles after
 * the warm-up, most of it about 20 preview blob-URL strings that DevTools holds in its records of
 * fetched resources while it is attached (dropping the oldest as new ones come). A leak of one
 * 50-byte object per file added is 20 KB over 20 cycles of 20 files.
 */
const HEAP_RESOLUTION_BYTES = 1024

const pick = <T>(runs: T[] | undefined, value: (run: T) => number) => median((runs ?? []).map(value))
/** Median of the per-round ratios of two variants (see `pairedRatio`). */
const paired = <T>(runs: Partial<Record<Variant, T[]>>, value: (run: T) => number, of: Variant, to: Variant) =>
  pairedRatio((runs[of] ?? []).map(value), (runs[to] ?? []).map(value))
const worst = <T>(runs: T[] | undefined, value: (run: T) => number) =>
  Math.max(...(runs ?? []).map(value), Number.NEGATIVE_INFINITY)
const growth = (run: CycleResult, key: keyof MemorySnapshot) => run.after[key] - run.before[key]

export function printReport(results: Results, options: { ci: boolean; diagnose: boolean }): Budget[] {
  const budgets: Budget[] = []
  const { config } = results
  const rounds = `median of ${config.rounds}; ratios: median of the per-round ratios`

  // Throughput and main-thread cost of uploading.
  const uploadRows: string[][] = [
    [
      'files',
      'raw XHR MB/s',
      'headless MB/s',
      'baseline MB/s',
      'panel MB/s',
      'headless/raw',
      'baseline/raw',
      'panel/raw',
      'panel/headless',
      'panel/baseline',
    ],
  ]
  const cpuRows: string[][] = [
    [
      'files',
      'raw ms/MB',
      'headless ms/MB',
      'baseline ms/MB',
      'panel ms/MB',
      'panel/baseline',
      'script: baseline',
      'script: panel',
    ],
  ]
  const rowControlRows: string[][] = [['files', 'baseline', 'panel', 'rows (baseline / panel)']]
  const browserCpuRows: string[][] = [
    ['files', 'raw', 'headless', 'baseline', 'panel', 'headless/raw', 'panel/raw', 'panel/headless', 'panel/baseline'],
  ]
  for (const label of ['large', 'medium'] as const) {
    const runs = results.throughput[label]
    if (!runs) continue
    const speed = (variant: Variant) => pick(runs[variant], (run) => run.mbPerS)
    const task = (variant: Variant) => pick(runs[variant], (run) => run.taskMsPerMB)
    const script = (variant: Variant) => pick(runs[variant], (run) => run.scriptMsPerMB)
    const speedRatio = (of: Variant, to: Variant) => paired(runs, (run) => run.mbPerS, of, to)
    uploadRows.push([
      mbLabel(config[label]),
      fmt(speed('raw'), 0),
      fmt(speed('headless'), 0),
      fmt(speed('baseline'), 0),
      fmt(speed('panel'), 0),
      times(speedRatio('headless', 'raw')),
      times(speedRatio('baseline', 'raw')),
      times(speedRatio('panel', 'raw')),
      times(speedRatio('panel', 'headless')),
      times(speedRatio('panel', 'baseline')),
    ])
    cpuRows.push([
      mbLabel(config[label]),
      fmt(task('raw'), 2),
      fmt(task('headless'), 2),
      fmt(task('baseline'), 2),
      fmt(task('panel'), 2),
      times(paired(runs, (run) => run.taskMsPerMB, 'panel', 'baseline')),
      fmt(script('baseline'), 2),
      fmt(script('panel'), 2),
    ])
    const browserCpu = (variant: Variant) => pick(runs[variant], (run) => run.browserCpuMsPerMB)
    const browserCpuRatio = (of: Variant, to: Variant) => paired(runs, (run) => run.browserCpuMsPerMB, of, to)
    browserCpuRows.push([
      mbLabel(config[label]),
      fmt(browserCpu('raw'), 2),
      fmt(browserCpu('headless'), 2),
      fmt(browserCpu('baseline'), 2),
      fmt(browserCpu('panel'), 2),
      times(browserCpuRatio('headless', 'raw')),
      times(browserCpuRatio('panel', 'raw')),
      times(browserCpuRatio('panel', 'headless')),
      times(browserCpuRatio('panel', 'baseline')),
    ])
    const rowControl = (variant: Variant) => pick(runs[variant], (run) => run.rowControlMs ?? Number.NaN)
    const rowsMeasured = (variant: Variant) => pick(runs[variant], (run) => run.rowsMeasured ?? 0)
    rowControlRows.push([
      mbLabel(config[label]),
      fmt(rowControl('baseline'), 0),
      fmt(rowControl('panel'), 0),
      `${fmt(rowsMeasured('baseline'), 0)} / ${fmt(rowsMeasured('panel'), 0)}`,
    ])
    // Issue 27 (#11's decision): held against the library the panel is built on, in the same rounds, not
    // against raw XHR (Uppy alone, with no UI, stays under it with many files: its per-file state and events).
    const scenario = `throughput ${mbLabel(config[label])}`
    // The floor against headless Uppy (≥ 0.97×) is retired as a budget (issue 50): the panel drawing nothing and
    // reading nothing measured 0.89–0.94× of it, and headless Uppy moves 8 % against itself. Its column stays.
    const toPlainUppy = speedRatio('panel', 'baseline')
    const cpuToPlainUppy = browserCpuRatio('panel', 'baseline')
    budgets.push(
      {
        scenario,
        rule: 'panel ≥ 1.0× plain Uppy',
        measured: `${times(toPlainUppy)} (headless Uppy ${times(speedRatio('panel', 'headless'))}, raw XHR ${times(speedRatio('panel', 'raw'))})`,
        pass: toPlainUppy >= 1,
        deterministic: false,
      },
      {
        scenario,
        rule: 'browser CPU per MB ≤ plain Uppy’s',
        measured: times(cpuToPlainUppy),
        pass: !(cpuToPlainUppy > 1),
        deterministic: false,
      },
      {
        scenario,
        rule: 'a row offers its own pause ≤ 250 ms after its first bytes reach the server',
        measured: `${fmt(rowControl('panel'), 0)} ms (plain Uppy's cancel: ${fmt(rowControl('baseline'), 0)} ms)`,
        // No row drawn while sent (a run too short for the list to draw one) proves nothing either way.
        pass: rowControl('panel') <= 250,
        deterministic: false,
      },
    )
  }
  if (uploadRows.length > 1) {
    console.log(`\nThroughput (MB = 2^20 bytes; ${rounds})\n${table(uploadRows)}`)
    console.log(
      `\nMain-thread time per uploaded MB (CDP Performance.getMetrics TaskDuration; script = ScriptDuration)\n${table(cpuRows)}`,
    )
    console.log(
      `\nA row's own control while its file is sent (the panel's pause, plain Uppy's cancel), ms after the server received the file's request: median of the rows drawn then\n${table(rowControlRows)}`,
    )
    console.log(
      `\nBrowser CPU per uploaded MB, ms (every Chromium process and thread, from /proc: compositor, drawing, network too)\n${table(browserCpuRows)}`,
    )
  }

  // Adding many files, in a fresh page and after an upload (issue 34).
  for (const [label, byVariant] of [
    ['', results.add],
    [` after ${mbLabel(config.addAfter)} sent`, results.addAfterUpload],
  ] as const)
    budgets.push(...addSection(byVariant, `add ${config.add}${label}`, rounds))

  // Leaks after cycles.
  for (const [label, runs] of [
    [`${config.cycles} × (add ${config.cycleFiles}, "Anuluj")`, results.cycles],
    [`${config.cycles} × (mount, add ${config.cycleFiles}, unmount)`, results.remount],
  ] as const) {
    if (!runs.baseline || !runs.panel) continue
    const rows = [
      [
        '',
        'live object URLs',
        'URLs created',
        'decodes/file',
        'heap Δ KB',
        'code Δ KB',
        'objects Δ KB',
        'DOM nodes Δ',
        'listeners Δ',
        'documents Δ',
      ],
    ]
    for (const variant of ['baseline', 'panel'] as const) {
      const list = runs[variant]
      rows.push([
        variant,
        fmt(
          worst(list, (run) => run.after.liveUrls),
          0,
        ),
        fmt(
          pick(list, (run) => run.after.urlsCreated),
          0,
        ),
        fmt(
          pick(list, (run) => run.decodesPerFile),
          2,
        ),
        fmt(
          pick(list, (run) => growth(run, 'heapBytes') / KB),
          0,
        ),
        fmt(
          pick(list, (run) => growth(run, 'codeBytes') / KB),
          0,
        ),
        fmt(
          pick(list, (run) => growth(run, 'objectBytes') / KB),
          1,
        ),
        fmt(
          worst(list, (run) => growth(run, 'nodes')),
          0,
        ),
        fmt(
          worst(list, (run) => growth(run, 'listeners')),
          0,
        ),
        fmt(
          worst(list, (run) => growth(run, 'documents')),
          0,
        ),
      ])
    }
    console.log(
      `\n${label}: after GC, Δ from after ${config.warmUpCycles} warm-up cycle(s) (URLs, nodes, listeners: worst round; heap: median of ${runs.panel.length})`,
    )
    console.log(table(rows))
    const urls = worst(runs.panel, (run) => run.after.liveUrls)
    const nodes = worst(runs.panel, (run) => growth(run, 'nodes'))
    const listeners = worst(runs.panel, (run) => growth(run, 'listeners'))
    const heap = pick(runs.panel, (run) => growth(run, 'heapBytes'))
    const baseHeap = pick(runs.baseline, (run) => growth(run, 'heapBytes'))
    const objects = pick(runs.panel, (run) => growth(run, 'objectBytes'))
    const baseObjects = pick(runs.baseline, (run) => growth(run, 'objectBytes'))
    budgets.push(
      { scenario: label, rule: '0 live object URLs', measured: String(urls), pass: urls === 0, deterministic: true },
      { scenario: label, rule: 'no DOM node growth', measured: `${nodes}`, pass: nodes <= 0, deterministic: true },
      {
        scenario: label,
        rule: 'no listener growth',
        measured: `${listeners}`,
        pass: listeners <= 0,
        deterministic: true,
      },
      {
        // The objects the page keeps; the whole heap beside them also holds the machine code V8
        // makes for whatever code runs often (see snapshotBytes in browser.ts).
        scenario: label,
        rule: 'heap growth (objects kept) ≤ baseline + 1 KB',
        measured: `${fmt(objects / KB, 1)} vs ${fmt(baseObjects / KB, 1)} KB (whole heap ${fmt(heap / KB, 0)} vs ${fmt(baseHeap / KB, 0)})`,
        pass: objects <= Math.max(baseObjects, 0) + HEAP_RESOLUTION_BYTES,
        deterministic: false,
      },
    )
    if (options.diagnose) printStacks(runs.panel.flatMap((run) => run.liveStacks))
  }

  // Bundle size.
  if (results.bundle) {
    const { none, baseline, panel } = results.bundle
    const added = (size: BundleSize, key: keyof BundleSize) => size[key] - none[key]
    const rows = [['React host page', 'JS min', 'JS min+gz', 'CSS min', 'CSS min+gz']]
    rows.push(['alone', kb(none.js), kb(none.jsGz), kb(none.css), kb(none.cssGz)])
    for (const [name, size] of [
      ['+ baseline (added)', baseline],
      ['+ panel (added)', panel],
    ] as const)
      rows.push([
        name,
        kb(added(size, 'js')),
        kb(added(size, 'jsGz')),
        kb(added(size, 'css')),
        kb(added(size, 'cssGz')),
      ])
    rows.push([
      'panel − baseline',
      kb(panel.js - baseline.js),
      kb(panel.jsGz - baseline.jsGz),
      kb(panel.css - baseline.css),
      kb(panel.cssGz - baseline.cssGz),
    ])
    console.log(
      `\nBundle loaded at start (esbuild --minify --splitting, production React, gzip -9; KB = 1024 bytes)\n${table(rows)}`,
    )
    console.log(
      `Loaded on demand (import() chunks: previews with the first one, photo scaling with resizePhotos, restore with restoreKey; the preview worker; each gzipped alone): panel ${kb(panel.onDemandJs)} min, ${kb(panel.onDemandJsGz)} min+gz`,
    )
    const own = (results.panelSources ?? []).filter(([source]) => source.startsWith('src/'))
    if (own.length > 0) {
      const total = own.reduce((sum, [, bytes]) => sum + bytes, 0)
      console.log(`The panel's own modules in that bundle: ${kb(total)} minified (before gzip), largest:`)
      console.log(table([['min', 'source'], ...own.slice(0, 10).map(([source, bytes]) => [kb(bytes), source])]))
    }
    budgets.push(
      {
        scenario: 'bundle',
        rule: `own JS at start ≤ ${OWN_JS_AT_START_CEILING_KB} KB min+gz above baseline`,
        measured: kb(panel.jsGz - baseline.jsGz),
        pass: panel.jsGz - baseline.jsGz <= OWN_JS_AT_START_CEILING_KB * KB,
        deterministic: true,
      },
      {
        scenario: 'bundle',
        rule: `own JS with every on-demand part ≤ ${OWN_JS_WITH_ON_DEMAND_CEILING_KB} KB min+gz above baseline`,
        measured: kb(panel.jsGz - baseline.jsGz + panel.onDemandJsGz),
        pass: panel.jsGz - baseline.jsGz + panel.onDemandJsGz <= OWN_JS_WITH_ON_DEMAND_CEILING_KB * KB,
        deterministic: true,
      },
      {
        scenario: 'bundle',
        // Issue 49's brand tokens: every colour and corner of the panel and of Uppy's Dashboard read from a
        // documented custom property with today's value as its fallback, +407 B (2,007 → 2,414 B).
        rule: `CSS ≤ baseline + ${CSS_CEILING_KB} KB min+gz`,
        measured: kb(panel.cssGz - baseline.cssGz),
        pass: panel.cssGz - baseline.cssGz <= CSS_CEILING_KB * KB,
        deterministic: true,
      },
    )
  }

  printBudgets(budgets, options.ci)
  return budgets
}

/** The budgets table: PASS or FAIL, what is compared, the measure, and whether a run fails on it. */
export function printBudgets(budgets: readonly Budget[], ci: boolean) {
  console.log(`\nBudgets (panel; ratios within this run)`)
  console.log(
    table([
      ['', 'scenario', 'budget', 'measured', 'kind'],
      ...budgets.map((budget) => [
        budget.pass ? 'PASS' : 'FAIL',
        budget.scenario,
        budget.rule,
        budget.measured,
        kindOf(budget, ci),
      ]),
    ]),
  )
}

function kindOf(budget: Budget, ci: boolean): string {
  if (budget.printed) return 'timing, printed'
  if (budget.deterministic) return 'deterministic'
  return ci ? 'timing (not asserted)' : 'timing'
}

/** Creating stacks of the live object URLs, grouped, most frequent first. */
function printStacks(stacks: string[]) {
  if (stacks.length === 0) return
  const counts = new Map<string, number>()
  for (const stack of stacks) {
    const frames = stack
      .split('\n')
      .slice(2, 8)
      .map((frame) => frame.trim())
      .join('\n    ')
    counts.set(frames, (counts.get(frames) ?? 0) + 1)
  }
  console.log('  creating stacks of live object URLs (bundle positions; --profile maps them to sources):')
  for (const [frames, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${count} ×\n    ${frames}`)
}

/** The add table and its budgets: listing until the upload button offers every file, and long tasks. */
function addSection(runs: Partial<Record<Variant, AddResult[]>>, scenario: string, rounds: string): Budget[] {
  if (!runs.baseline || !runs.panel) return []
  const listed = (variant: Variant) => pick(runs[variant], (run) => run.listedMs)
  const longTasks = (variant: Variant) => pick(runs[variant], (run) => run.longTaskMs)
  const task = (variant: Variant) => pick(runs[variant], (run) => run.taskMs)
  const toBaseline = (value: (run: AddResult) => number) => paired(runs, value, 'panel', 'baseline')
  const listedRatio = toBaseline((run) => run.listedMs)
  const longTaskRatio = toBaseline((run) => run.longTaskMs)
  // A fast machine has rounds without any long task on either side: compared by difference, not ratio.
  const longTaskExcess = pairedDifference(
    runs.panel.map((run) => run.longTaskMs),
    runs.baseline.map((run) => run.longTaskMs),
  )
  const uppyList = (variant: Variant) => pick(runs[variant], (run) => run.uppyListMs)
  // One frame is the budget: compared by the per-round difference, as an outside measure compares them.
  const listedExcess = pairedDifference(
    runs.panel.map((run) => run.listedMs),
    runs.baseline.map((run) => run.listedMs),
  )
  const rows = [['', "Uppy's list ms", 'button names all ms', 'long tasks ms', 'main thread ms']]
  for (const variant of ['baseline', 'panel'] as const)
    rows.push([
      variant,
      fmt(uppyList(variant), 0),
      fmt(listed(variant), 0),
      fmt(longTasks(variant), 0),
      fmt(task(variant), 0),
    ])
  rows.push([
    'panel/baseline',
    times(toBaseline((run) => run.uppyListMs)),
    times(listedRatio),
    times(longTaskRatio),
    times(toBaseline((run) => run.taskMs)),
  ])
  console.log(
    `\n${scenario[0]?.toUpperCase()}${scenario.slice(1)} small JPEGs at once into a page idle for ${IDLE_BEFORE_ADD_MS / 1000} s (${rounds}; ms from the input's change to the first frame with Uppy's list drawn, and with the upload button naming every file; long tasks and main thread in the settle window)`,
  )
  console.log(table(rows))
  return [
    {
      scenario,
      rule: 'change to the button naming all ≤ plain Uppy + 16 ms (one frame)',
      measured: `${listedExcess > 0 ? '+' : ''}${fmt(listedExcess, 0)} ms per round (${fmt(listed('panel'), 0)} vs ${fmt(listed('baseline'), 0)} ms; ${times(listedRatio)})`,
      pass: listedExcess <= 16,
      deterministic: false,
    },
    {
      scenario,
      rule: 'long-task time ≤ plain Uppy + 50 ms',
      measured: `${longTaskExcess > 0 ? '+' : ''}${fmt(longTaskExcess, 0)} ms per round (${fmt(longTasks('panel'), 0)} vs ${fmt(longTasks('baseline'), 0)} ms)`,
      pass: longTaskExcess <= 50,
      deterministic: false,
    },
  ]
}
