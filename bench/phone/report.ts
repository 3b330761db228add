// Prints the phone profile's tables and its budgets, in the style of ../report.ts.
import { SEND_PHOTO_SCALE } from '../pages/sendPhotoScale'
import { type Budget, printBudgets } from '../report'
import type { UploadResult } from '../scenarios'
import { fmt, median, pairedRatio, table, times } from '../stats'
import { mbLabel, phoneBudgets } from './budgets'
import type { Slowdown } from './calibration'
import { PHONE, type PhoneProfile } from './emulation'
import { REFERENCE_LOOP_MS } from './phoneSpeed'
import type { ByVariant, PhoneResults } from './results'
import type { PhotoRun, TapRun, UiVariant } from './scenarios'
import { lineRateSeconds } from './sendBudgets'
import { SEND_VARIANTS, type SendRun, type SendVariant } from './sendScenario'
import { addStoredPhotos } from './storedPhotos'
import { tapMedian, tapMs } from './tapLatency'

const MiB = 1024 * 1024
const UI: readonly UiVariant[] = ['baseline', 'panel']
const NAMES: Record<'raw' | UiVariant, string> = { raw: 'raw XHR', baseline: 'plain Uppy', panel: 'panel' }

/** The median of the runs that got there, and how many did not ("timeout" when none did). */
function timedCell(runs: PhotoRun[] | undefined, value: (run: PhotoRun) => number): string {
  const all = (runs ?? []).map(value)
  const missed = all.filter((ms) => !Number.isFinite(ms)).length
  if (all.length > 0 && missed === all.length) return 'timeout'
  return `${fmt(median(all), 0)}${missed ? ` (${missed} timeout)` : ''}`
}

function printPhotos(results: PhoneResults, rounds: string) {
  const { runs, idleRssBytes } = results.photos
  if (!runs.baseline || !runs.panel) return
  const sizes = results.photoSizes
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0)
  const rows = [
    [
      '',
      'listed ms',
      'first preview ms',
      'on-screen previews ms',
      'long tasks ms',
      'longest ms',
      'renderer peak RSS MB',
    ],
  ]
  rows.push(['idle (raw page)', '', '', '', '', '', fmt(median(idleRssBytes) / MiB, 0)])
  for (const variant of UI)
    rows.push([
      NAMES[variant],
      timedCell(runs[variant], (run) => run.listedMs),
      timedCell(runs[variant], (run) => run.firstPreviewMs),
      timedCell(runs[variant], (run) => run.visiblePreviewsMs),
      fmt(median((runs[variant] ?? []).map((run) => run.longTaskMs)), 0),
      fmt(median((runs[variant] ?? []).map((run) => run.longestTaskMs)), 0),
      fmt(median((runs[variant] ?? []).map((run) => run.peakRssBytes)) / MiB, 0),
    ])
  const ratio = (value: (run: PhotoRun) => number) =>
    times(pairedRatio((runs.panel ?? []).map(value), (runs.baseline ?? []).map(value)))
  rows.push([
    'panel/plain Uppy',
    ratio((run) => run.listedMs),
    ratio((run) => run.firstPreviewMs),
    ratio((run) => run.visiblePreviewsMs),
    ratio((run) => run.longTaskMs),
    '',
    ratio((run) => run.peakRssBytes),
  ])
  const onScreen = median(
    [...(runs.panel ?? []), ...(runs.baseline ?? [])].map((run) => run.visibleItems || Number.NaN),
  )
  console.log(
    `\nPick ${sizes.length} phone photos at once (12 MP JPEG, ${fmt(Math.min(...sizes) / MiB, 1)}–${fmt(Math.max(...sizes) / MiB, 1)} MB, ` +
      `${fmt(total / MiB, 0)} MB in all; ${rounds}). ${fmt(onScreen, 0)} rows on screen; long tasks until their previews ` +
      'are drawn; memory sampled every 100 ms until 2 s after',
  )
  console.log(table(rows))
}

function printTaps(results: PhoneResults) {
  const { config } = results
  const rows = [['link', 'variant', 'taps', 'first tap ms', 'p50 ms', 'p95 ms', 'max ms', 'upload s']]
  for (const [link, runs] of [
    ['local', results.taps.local],
    [`${config.tapUplinkMbit} Mbit/s up`, results.taps.throttled],
  ] as const) {
    for (const variant of UI) {
      const list: TapRun[] = runs[variant] ?? []
      if (list.length === 0) continue
      const tap = (value: (run: TapRun) => number) => tapMs(tapMedian(list.map(value)))
      rows.push([
        link,
        NAMES[variant],
        fmt(median(list.map((run) => run.taps)), 0),
        tap((run) => run.first),
        tap((run) => run.p50),
        tap((run) => run.p95),
        tap((run) => run.max),
        fmt(median(list.map((run) => run.uploadMs)) / 1000, 1),
      ])
    }
  }
  if (rows.length === 1) return
  console.log(
    `\nTaps during an upload of ${mbLabel(config.tapUpload)}: the list's title tapped every ${config.tapEveryMs} ms from the ` +
      `click on the upload button to the end; tap to next paint (Event Timing, pointerdown/pointerup/click; ` +
      `"<16": under its 16 ms threshold); per run p50/p95/max, then the median of ${config.rounds} run(s)`,
  )
  console.log(table(rows))
}

function printUplink(results: PhoneResults, rounds: string) {
  const runs: ByVariant<'raw' | UiVariant, UploadResult> = results.uplink
  if (!runs.raw || !runs.panel) return
  const { config } = results
  const variants = ['raw', 'baseline', 'panel'] as const
  const bytes = config.uplinkUpload.count * config.uplinkUpload.size
  const lineSeconds = (bytes * 8) / (config.uplinkMbit * 1e6)
  const speedRatio = (of: UiVariant) =>
    times(
      pairedRatio(
        (runs[of] ?? []).map((run) => run.mbPerS),
        (runs.raw ?? []).map((run) => run.mbPerS),
      ),
    )
  const rows = [['', ...variants.map((variant) => NAMES[variant]), 'plain Uppy/raw', 'panel/raw']]
  rows.push([
    'click to done s',
    ...variants.map((variant) => fmt(median((runs[variant] ?? []).map((run) => run.ms)) / 1000, 1)),
    '',
    '',
  ])
  rows.push([
    'MB/s',
    ...variants.map((variant) => fmt(median((runs[variant] ?? []).map((run) => run.mbPerS)), 2)),
    speedRatio('baseline'),
    speedRatio('panel'),
  ])
  console.log(
    `\nUpload ${mbLabel(config.uplinkUpload)} over a ${config.uplinkMbit} Mbit/s uplink (the bytes alone take ${fmt(lineSeconds, 1)} s ` +
      `at that rate; ${rounds})`,
  )
  console.log(table(rows))
}

const SEND_NAMES: Record<SendVariant, string> = {
  baseline: 'plain Uppy',
  compressor: 'plain Uppy + compressor',
  panel: 'panel (resizePhotos)',
}

function printSend(results: PhoneResults, rounds: string) {
  const runs: ByVariant<SendVariant, SendRun> = results.send
  const variants = SEND_VARIANTS.filter((variant) => runs[variant]?.length)
  if (!runs.panel || variants.length === 0) return
  const { config } = results
  const sizes = results.sendPhotoSizes
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0)
  const measures: Array<[string, (run: SendRun) => number, number, number]> = [
    ['time s', (run) => run.uploadMs, 1000, 1],
    ['MB sent', (run) => run.stored.bytes, MiB, 1],
    ['long tasks ms', (run) => run.longTaskMs, 1, 0],
    ['from the press ms', (run) => run.sendLongTaskMs, 1, 0],
    ['longest ms', (run) => run.longestSendTaskMs, 1, 0],
    ['renderer peak RSS MB', (run) => run.peakRssBytes, MiB, 0],
  ]
  const rows = [['', ...measures.map(([name]) => name)]]
  for (const variant of variants)
    rows.push([
      SEND_NAMES[variant],
      ...measures.map(([, value, scale, digits]) => fmt(median((runs[variant] ?? []).map(value)) / scale, digits)),
    ])
  for (const reference of variants.filter((variant) => variant !== 'panel')) {
    const of = (variant: SendVariant, value: (run: SendRun) => number) => (runs[variant] ?? []).map(value)
    const perRound = (value: (run: SendRun) => number) => {
      const references = of(reference, value)
      return of('panel', value).map((panel, round) => panel / (references[round] ?? Number.NaN))
    }
    rows.push([
      `panel/${SEND_NAMES[reference]}`,
      ...measures.map(([, value]) => times(pairedRatio(of('panel', value), of(reference, value)))),
    ])
    if (config.rounds > 1)
      rows.push([
        '  per round',
        ...measures.map(([, value]) =>
          perRound(value)
            .map((ratio) => fmt(ratio, 2))
            .join(', '),
        ),
      ])
  }
  console.log(
    `\nSend ${sizes.length} phone photos picked at once (12 MP JPEG, ${fmt(total / MiB, 0)} MB in all) over a ` +
      `${config.uplinkMbit} Mbit/s uplink, scaled to at most ${SEND_PHOTO_SCALE.maxSide} px at quality ${SEND_PHOTO_SCALE.quality} ` +
      'by the panel and the compressor. ' +
      `Time from the press on the upload button to the host's completion callback; bytes as the server received ` +
      `them; long tasks and memory from the pick to that callback, long tasks also from the press (${rounds}). ` +
      `The bytes stored by the panel take ${fmt(median((runs.panel ?? []).map((run) => lineRateSeconds(run, config.uplinkMbit))), 1)} s at the uplink's rate`,
  )
  console.log(table(rows))
  const facts = [['what the server stored', 'files', 'upright', 'turned by EXIF tag', 'wrong way', 'with location']]
  for (const variant of variants) {
    const stored = addStoredPhotos((runs[variant] ?? []).map((run) => run.stored))
    facts.push([
      SEND_NAMES[variant],
      `${stored.files}${stored.unread ? ` (${stored.unread} unread)` : ''}`,
      String(stored.upright),
      String(stored.turnedByTag),
      String(stored.wrongWay),
      `${stored.withLocation} of ${stored.pickedWithLocation} picked with one`,
    ])
  }
  console.log('\nWhat the server stored (server/photoFacts.ts), all rounds')
  console.log(table(facts))
}

export interface PhoneReportOptions {
  ci: boolean
  /** What each profile slows, measured with a fixed loop. */
  slowdowns: ReadonlyMap<PhoneProfile['id'], Slowdown>
  /** Why the whole-browser profile did not run, when it did not. */
  skipped?: string | undefined
}

/** Every profile's tables, then the budgets of all of them (each named by its profile). */
export function printPhoneReport(all: readonly PhoneResults[], options: PhoneReportOptions): Budget[] {
  const budgets: Budget[] = []
  for (const results of all) {
    const rounds = `median of ${results.config.rounds}; ratios: median of the per-round ratios`
    const slowdown = options.slowdowns.get(results.profile.id)
    console.log(
      `\n=== Phone, ${results.profile.id} profile: ${PHONE.width} × ${PHONE.height} CSS px at ${PHONE.deviceScaleFactor}×, ` +
        `mobile, touch; ${results.profile.describe}; MB = 2^20 bytes`,
    )
    if (slowdown) {
      const slowed = (ratio: number) => `${fmt(ratio, 1)}× as long (${fmt(ratio * slowdown.fullSpeedMs, 0)} ms)`
      console.log(
        `A fixed loop, ${fmt(slowdown.fullSpeedMs, 0)} ms in the browser at full speed here (${REFERENCE_LOOP_MS} ms on ` +
          `the machine the profiles were chosen on; phone/phoneSpeed.ts): ${slowed(slowdown.mainThread)} on the page's ` +
          `main thread, ${slowed(slowdown.worker)} in a worker` +
          `${slowdown.inQuota ? ` (in the quota's group: ${slowdown.inQuota})` : ''}`,
      )
    }
    printPhotos(results, rounds)
    printTaps(results)
    printUplink(results, rounds)
    printSend(results, rounds)
    budgets.push(
      ...phoneBudgets(results).map((budget) => ({ ...budget, scenario: `${results.profile.id}: ${budget.scenario}` })),
    )
  }
  if (options.skipped) console.log(`\n${options.skipped}`)
  printBudgets(budgets, options.ci)
  return budgets
}
