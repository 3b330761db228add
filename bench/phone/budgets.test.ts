import { describe, expect, it } from 'vitest'
import { enforced } from '../report'
import type { UploadResult } from '../scenarios'
import { phoneBudgets } from './budgets'
import type { PhoneResults } from './results'
import { phoneResults } from './results.testSupport'
import type { PhotoRun, TapRun } from './scenarios'
import { UNDER_THRESHOLD } from './tapLatency'

const MiB = 1024 * 1024

const photo = (longTaskMs: number, rssMiB: number, visiblePreviewsMs: number, timedOut: string | null = null) =>
  ({
    listedMs: 300,
    firstPreviewMs: 900,
    visiblePreviewsMs,
    longTaskMs,
    longestTaskMs: Math.min(longTaskMs, 80),
    visibleItems: 5,
    timedOut,
    peakRssBytes: rssMiB * MiB,
  }) satisfies PhotoRun
const taps = (p95: number) =>
  ({ taps: 40, sent: 40, first: p95, p50: UNDER_THRESHOLD, p95, max: p95, uploadMs: 9000 }) satisfies TapRun
const upload = (mbPerS: number): UploadResult => ({
  ms: 30 / mbPerS,
  mbPerS,
  taskMsPerMB: 1,
  scriptMsPerMB: 1,
  browserCpuMsPerMB: 1,
})

function results(overrides: Partial<PhoneResults> = {}): PhoneResults {
  return phoneResults({
    photoSizes: Array.from({ length: 20 }, () => 4 * MiB),
    photos: {
      idleRssBytes: [100 * MiB, 110 * MiB, 105 * MiB],
      runs: {
        // Per-round long-task ratios 0.05, 0.2, 0.06; the ratio of the medians would be 0.1.
        panel: [photo(10, 450, 1000), photo(20, 500, 1100), photo(30, 480, 1050)],
        baseline: [photo(200, 500, 2100), photo(100, 520, 2000), photo(500, 530, 2300)],
      },
    },
    taps: {
      local: {
        panel: [taps(UNDER_THRESHOLD), taps(24), taps(16)],
        baseline: [taps(UNDER_THRESHOLD), taps(32), taps(24)],
      },
      throttled: { panel: [taps(48), taps(40)], baseline: [taps(32), taps(32)] },
    },
    uplink: { raw: [upload(10), upload(8)], baseline: [upload(9.5), upload(7.6)], panel: [upload(9.9), upload(7.9)] },
    ...overrides,
  })
}

const byRule = (budgets: ReturnType<typeof phoneBudgets>, rule: string) => {
  const found = budgets.filter((budget) => budget.rule.startsWith(rule))
  expect(found.length).toBeGreaterThan(0)
  return found
}

describe('phone budgets', () => {
  it('judges the photo budgets on per-round ratios to plain Uppy', () => {
    const budgets = phoneBudgets(results())
    const [longTasks] = byRule(budgets, 'main-thread long tasks')
    expect(longTasks).toMatchObject({ pass: true, measured: '0.06× (20 vs 200 ms)' })
    const [rss] = byRule(budgets, 'renderer peak RSS')
    expect(rss).toMatchObject({ pass: false, measured: '0.91× (480 vs 520 MB; idle 105 MB)' })
    const [previews] = byRule(budgets, 'on-screen previews')
    expect(previews?.pass).toBe(true)
    expect(previews?.measured).toMatch(/^0\.48× \(1050 vs 2100 ms\)$/)
  })

  it('fails a time budget whenever the panel timed out, and says so', () => {
    const budgets = phoneBudgets(
      results({
        photos: {
          idleRssBytes: [100 * MiB],
          runs: {
            panel: [photo(10, 450, 1000), photo(15, 450, Number.NaN, 'on-screen previews')],
            baseline: [photo(200, 500, 2100), photo(200, 500, 2100)],
          },
        },
      }),
    )
    const [previews] = byRule(budgets, 'on-screen previews')
    expect(previews?.pass).toBe(false)
    expect(previews?.measured).toContain('panel timed out in 1 of 2')
  })

  it('compares tap p95s by per-round difference, counting taps under 16 ms as equal', () => {
    const [local, throttled] = byRule(phoneBudgets(results()), 'tap-to-paint p95')
    // Rounds: both under 16 ms (0), then 24 vs 32 and 16 vs 24 (−8 each).
    expect(local).toMatchObject({ pass: true, measured: '-8 ms per round (16 vs 24 ms)' })
    expect(local?.scenario).toBe('phone: taps during 40 × 2 MB, local link')
    // Of two rounds, the lower middle p95: a measured one (40), not the mean of 48 and 40.
    expect(throttled).toMatchObject({ pass: false, measured: '+12 ms per round (40 vs 32 ms)' })
    expect(throttled?.scenario).toBe('phone: taps during 40 × 2 MB, 20 Mbit/s uplink')
  })

  it('holds the throttled upload to 0.97× raw XHR', () => {
    const [pass] = byRule(phoneBudgets(results()), 'throughput')
    expect(pass).toMatchObject({ pass: true, measured: '0.989× (plain Uppy 0.950×)' })
    const justHeld = results({ uplink: { raw: [upload(10)], panel: [upload(9.7)] } })
    expect(byRule(phoneBudgets(justHeld), 'throughput')[0]?.pass).toBe(true)
    const slow = results({ uplink: { raw: [upload(10)], panel: [upload(9.6)] } })
    expect(byRule(phoneBudgets(slow), 'throughput')[0]?.pass).toBe(false)
  })

  it('is printed only: no budget fails a run, --ci or not', () => {
    const budgets = phoneBudgets(results())
    expect(budgets).toHaveLength(6)
    expect(budgets.some((budget) => !budget.pass)).toBe(true)
    for (const budget of budgets) {
      expect(enforced(budget, false)).toBe(false)
      expect(enforced(budget, true)).toBe(false)
    }
  })

  it('leaves out the budgets of scenarios that did not run', () => {
    expect(phoneBudgets(phoneResults())).toEqual([])
  })
})
