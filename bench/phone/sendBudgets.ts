// The send scenario's budgets (issue 36, point 4; issue 50 for the whole-browser profile, the line-rate
// floor and the longest task): the panel scaling photos against plain Uppy and plain Uppy +
// @uppy/compressor, by the median of the per-round ratios. Time, bytes, long tasks and memory are printed
// only (timing on a shared, noisy machine; the bytes follow the encoder's choices); what the server
// stored of the panel's photos (upright, without location) is checked. Long tasks count from the press
// on the upload button, as an outside measure of issue 50 counted them (what preparing and sending cost).
import type { Budget } from '../report'
import { fmt, median, times } from '../stats'
import { ratioBudget, values } from './pairedBudget'
import type { ByVariant, PhoneResults } from './results'
import type { SendRun, SendVariant } from './sendScenario'
import { addStoredPhotos } from './storedPhotos'

const MiB = 1024 * 1024

type SendRuns = ByVariant<SendVariant, SendRun>

/** "`panel` vs `reference`" medians of `value`, scaled and rounded for the budget line. */
const medians = (runs: SendRuns, reference: SendVariant, value: (run: SendRun) => number, scale = 1, digits = 0) =>
  `${fmt(median(values(runs, 'panel', value)) / scale, digits)} vs ${fmt(median(values(runs, reference, value)) / scale, digits)}`

/** A printed budget "panel ≤ limit × reference's" on one measure. */
function printedRatio(
  runs: SendRuns,
  scenario: string,
  measure: { name: string; value: (run: SendRun) => number; unit: string; scale?: number; digits?: number },
  reference: { variant: SendVariant; name: string; limit: number },
): Budget {
  const { ratio, pass } = ratioBudget(runs, measure.value, {
    of: 'panel',
    to: reference.variant,
    limit: reference.limit,
    atMost: true,
  })
  const both = medians(runs, reference.variant, measure.value, measure.scale, measure.digits)
  return {
    scenario,
    rule: `${measure.name} ≤ ${reference.limit}× ${reference.name}'s`,
    measured: `${times(ratio)} (${both} ${measure.unit})`,
    pass,
    deterministic: false,
    printed: true,
  }
}

const TIME = { name: 'time', value: (run: SendRun) => run.uploadMs, unit: 's', scale: 1000, digits: 1 }
const BYTES = { name: 'bytes sent', value: (run: SendRun) => run.stored.bytes, unit: 'MB', scale: MiB, digits: 1 }
const LONG_TASKS = {
  name: 'main-thread long tasks from the press',
  value: (run: SendRun) => run.sendLongTaskMs,
  unit: 'ms',
}
/** The longest main-thread task a member may wait behind while photos are prepared and sent. */
export const LONGEST_TASK_LIMIT_MS = 100

/** Seconds the bytes the server stored take at the uplink's rate: no uploader can be faster. */
export const lineRateSeconds = (run: SendRun, uplinkMbit: number) => (run.stored.bytes * 8) / (uplinkMbit * 1e6)

/** The panel's time ≤ `limit` × the line-rate floor of its own bytes, by the median of the per-round ratios. */
function lineRateBudget(runs: SendRun[], uplinkMbit: number, scenario: string, limit: number): Budget {
  const ratios = runs.map((run) => run.uploadMs / 1000 / lineRateSeconds(run, uplinkMbit))
  const ratio = median(ratios)
  return {
    scenario,
    rule: `time ≤ ${limit}× the line-rate floor (bytes sent ÷ uplink)`,
    measured: `${times(ratio)} (${fmt(median(runs.map((run) => run.uploadMs)) / 1000, 1)} s vs ${fmt(median(runs.map((run) => lineRateSeconds(run, uplinkMbit))), 1)} s)`,
    pass: ratio <= limit,
    deterministic: false,
    printed: true,
  }
}

/** A round's longest task and when it began, in seconds from the press: which part of the send it belongs to. */
const longestTaskOf = (run: SendRun) =>
  Number.isNaN(run.longestSendTaskAtMs)
    ? fmt(run.longestSendTaskMs, 0)
    : `${fmt(run.longestSendTaskMs, 0)} at ${fmt(run.longestSendTaskAtMs / 1000, 1)} s`

/** No main-thread task over LONGEST_TASK_LIMIT_MS from the press to the completion callback, in any round. */
function longestTaskBudget(runs: SendRun[], scenario: string): Budget {
  const longest = Math.max(...runs.map((run) => run.longestSendTaskMs))
  return {
    scenario,
    rule: `no main-thread task over ${LONGEST_TASK_LIMIT_MS} ms from the press`,
    measured: `longest ${fmt(longest, 0)} ms (per round: ${runs.map(longestTaskOf).join(', ')})`,
    pass: longest <= LONGEST_TASK_LIMIT_MS,
    deterministic: false,
    printed: true,
  }
}
const RSS = { name: 'renderer peak RSS', value: (run: SendRun) => run.peakRssBytes, unit: 'MB', scale: MiB }

/** Every photo the panel sent was stored upright and without its location, in every round. */
function panelPhotosBudget(runs: SendRun[], scenario: string): Budget {
  const stored = addStoredPhotos(runs.map((run) => run.stored))
  const upright = stored.upright === stored.files && stored.unread === 0
  return {
    scenario,
    rule: 'every photo stored upright, without location',
    measured:
      `${stored.upright} of ${stored.files} upright, ${stored.withLocation} with location ` +
      `(${stored.pickedWithLocation} picked with one)`,
    pass: upright && stored.withLocation === 0 && stored.files > 0,
    deterministic: true,
  }
}

/**
 * Under the main-thread profile, issue 36's budgets with issue 50's long-task measure; under the whole
 * browser's quota, issue 50's: the line-rate floor and 0.7× the compressor's time, no plain-Uppy time ratio.
 */
export function sendBudgets(results: PhoneResults): Budget[] {
  const runs = results.send
  if (!runs.panel) return []
  const { config } = results
  const wholeBrowser = results.profile.id === 'whole-browser'
  const scenario = `phone: ${config.sendPhotos} photos sent over ${config.uplinkMbit} Mbit/s`
  const compressor = { variant: 'compressor', name: 'plain Uppy + compressor' } as const
  return [
    ...(runs.baseline && !wholeBrowser
      ? [printedRatio(runs, scenario, TIME, { variant: 'baseline', name: 'plain Uppy', limit: 0.35 })]
      : []),
    ...(wholeBrowser ? [lineRateBudget(runs.panel, config.uplinkMbit, scenario, 1.1)] : []),
    ...(runs.compressor
      ? [
          printedRatio(runs, scenario, TIME, { ...compressor, limit: wholeBrowser ? 0.7 : 0.6 }),
          printedRatio(runs, scenario, BYTES, { ...compressor, limit: 1.05 }),
          printedRatio(runs, scenario, LONG_TASKS, { ...compressor, limit: 0.1 }),
          printedRatio(runs, scenario, RSS, { ...compressor, limit: 0.5 }),
        ]
      : []),
    longestTaskBudget(runs.panel, scenario),
    panelPhotosBudget(runs.panel, scenario),
  ]
}
