// The phone profile's budgets (issue 27, point 3; the send scenario's, issue 36, in ./sendBudgets.ts),
// judged on ratios within one run. Those of issue 27 are all timing on a shared, noisy machine: printed,
// never failing a run.
import type { Budget } from '../report'
import type { UploadResult } from '../scenarios'
import { fmt, median, pairedDifference, pairedRatio, times } from '../stats'
import { ratioBudget, values } from './pairedBudget'
import type { ByVariant, PhoneResults } from './results'
import type { PhotoRun, TapRun, UiVariant } from './scenarios'
import { sendBudgets } from './sendBudgets'
import { tapMedian, tapMs } from './tapLatency'

const MiB = 1024 * 1024
export const mbLabel = (files: { count: number; size: number }) => `${files.count} × ${fmt(files.size / MiB, 0)} MB`

const timedOut = (runs: PhotoRun[] | undefined) => (runs ?? []).filter((run) => run.timedOut !== null).length

function photoBudgets(results: PhoneResults): Budget[] {
  const { runs, idleRssBytes } = results.photos
  if (!runs.panel || !runs.baseline) return []
  const scenario = `phone: ${results.config.photos} photos picked`
  const panelTimeouts = timedOut(runs.panel)
  const baselineTimeouts = timedOut(runs.baseline)
  // A panel run that timed out never met a time budget; one of the baseline's leaves its round out.
  const timeoutNote = [
    panelTimeouts ? `panel timed out in ${panelTimeouts} of ${runs.panel.length}` : '',
    baselineTimeouts ? `plain Uppy timed out in ${baselineTimeouts} of ${runs.baseline.length}` : '',
  ]
    .filter(Boolean)
    .join('; ')
  const suffix = timeoutNote ? `; ${timeoutNote}` : ''
  const both = (value: (run: PhotoRun) => number, digits = 0, scale = 1) =>
    `${fmt(median(values(runs, 'panel', value)) / scale, digits)} vs ${fmt(median(values(runs, 'baseline', value)) / scale, digits)}`
  const longTasks = ratioBudget(runs, (run) => run.longTaskMs, {
    of: 'panel',
    to: 'baseline',
    limit: 0.1,
    atMost: true,
  })
  const rss = ratioBudget(runs, (run) => run.peakRssBytes, { of: 'panel', to: 'baseline', limit: 0.5, atMost: true })
  const previews = ratioBudget(runs, (run) => run.visiblePreviewsMs, {
    of: 'panel',
    to: 'baseline',
    limit: 0.5,
    atMost: true,
  })
  return [
    {
      scenario,
      rule: "main-thread long tasks ≤ 0.1× plain Uppy's",
      measured: `${times(longTasks.ratio)} (${both((run) => run.longTaskMs)} ms${suffix})`,
      pass: longTasks.pass && panelTimeouts === 0,
      deterministic: false,
      printed: true,
    },
    {
      scenario,
      rule: "renderer peak RSS ≤ 0.5× plain Uppy's",
      measured: `${times(rss.ratio)} (${both((run) => run.peakRssBytes, 0, MiB)} MB; idle ${fmt(median(idleRssBytes) / MiB, 0)} MB)`,
      pass: rss.pass,
      deterministic: false,
      printed: true,
    },
    {
      scenario,
      rule: "on-screen previews drawn in ≤ 0.5× plain Uppy's time",
      measured: `${times(previews.ratio)} (${both((run) => run.visiblePreviewsMs)} ms${suffix})`,
      pass: previews.pass && panelTimeouts === 0,
      deterministic: false,
      printed: true,
    },
  ]
}

/** Tap p95s are compared by per-round difference: both are often under Event Timing's 16 ms, where a ratio means nothing. */
function tapBudget(runs: ByVariant<UiVariant, TapRun>, scenario: string): Budget[] {
  if (!runs.panel || !runs.baseline) return []
  const excess = pairedDifference(
    values(runs, 'panel', (run) => run.p95),
    values(runs, 'baseline', (run) => run.p95),
  )
  const p95 = (variant: UiVariant) => tapMs(tapMedian(values(runs, variant, (run) => run.p95)))
  return [
    {
      scenario,
      rule: "tap-to-paint p95 ≤ plain Uppy's",
      measured: `${excess > 0 ? '+' : ''}${fmt(excess, 0)} ms per round (${p95('panel')} vs ${p95('baseline')} ms)`,
      pass: excess <= 0,
      deterministic: false,
      printed: true,
    },
  ]
}

function uplinkBudget(runs: ByVariant<'raw' | UiVariant, UploadResult>, scenario: string): Budget[] {
  if (!runs.panel || !runs.raw) return []
  const speed = (run: UploadResult) => run.mbPerS
  const panel = ratioBudget(runs, speed, { of: 'panel', to: 'raw', limit: 0.97, atMost: false })
  const baseline = pairedRatio(values(runs, 'baseline', speed), values(runs, 'raw', speed))
  return [
    {
      scenario,
      rule: 'throughput ≥ 0.97× raw XHR',
      // Three decimals: at two, 0.9675 would read as a failing "0.97×".
      measured: `${fmt(panel.ratio, 3)}× (plain Uppy ${fmt(baseline, 3)}×)`,
      pass: panel.pass,
      deterministic: false,
      printed: true,
    },
  ]
}

export function phoneBudgets(results: PhoneResults): Budget[] {
  const { config } = results
  const taps = mbLabel(config.tapUpload)
  return [
    ...photoBudgets(results),
    ...tapBudget(results.taps.local, `phone: taps during ${taps}, local link`),
    ...tapBudget(results.taps.throttled, `phone: taps during ${taps}, ${config.tapUplinkMbit} Mbit/s uplink`),
    ...uplinkBudget(results.uplink, `phone: ${mbLabel(config.uplinkUpload)} over ${config.uplinkMbit} Mbit/s`),
    ...sendBudgets(results),
  ]
}
