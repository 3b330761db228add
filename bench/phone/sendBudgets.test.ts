import { describe, expect, it } from 'vitest'
import { enforced } from '../report'
import { phoneResults } from './results.testSupport'
import { sendBudgets } from './sendBudgets'
import type { SendRun, SendVariant } from './sendScenario'
import { NO_STORED_PHOTOS, type StoredPhotos } from './storedPhotos'

const MiB = 1024 * 1024

const upright = (files: number, bytes: number): StoredPhotos => ({
  ...NO_STORED_PHOTOS,
  files,
  bytes,
  upright: files,
  pickedWithLocation: files - 1,
})
const run = (seconds: number, mb: number, longTaskMs: number, rssMiB: number, stored = upright(20, mb * MiB)) =>
  ({
    listedMs: 60,
    uploadMs: seconds * 1000,
    longTaskMs,
    peakRssBytes: rssMiB * MiB,
    stored,
  }) satisfies SendRun

const results = (send: Partial<Record<SendVariant, SendRun[]>>) =>
  phoneResults({ sendPhotoSizes: Array.from({ length: 20 }, () => 4.2 * MiB), send })

const rounds = {
  // Per-round time ratios to plain Uppy 0.30, 0.40, 0.32: the median 0.32, where the ratio of the medians would be 0.35.
  panel: [run(21, 30, 40, 300), run(28, 31, 60, 310), run(24, 30, 30, 305)],
  baseline: [run(70, 84, 4000, 900), run(70, 84, 3900, 950), run(75, 84, 4100, 920)],
  compressor: [run(40, 29, 900, 800), run(42, 30, 300, 820), run(41, 29, 350, 810)],
}

const byRule = (budgets: ReturnType<typeof sendBudgets>, start: string) => {
  const found = budgets.find((budget) => budget.rule.startsWith(start))
  if (!found) throw new Error(`No budget "${start}"`)
  return found
}

describe('send budgets', () => {
  it("holds the panel's time to plain Uppy's and the compressor's by per-round ratios", () => {
    const budgets = sendBudgets(results(rounds))
    expect(byRule(budgets, "time ≤ 0.35× plain Uppy's")).toMatchObject({
      pass: true,
      measured: '0.32× (24.0 vs 70.0 s)',
      scenario: 'phone: 20 photos sent over 10 Mbit/s',
    })
    // 21/40, 28/42, 24/41: 0.53, 0.67, 0.59.
    expect(byRule(budgets, "time ≤ 0.6× plain Uppy + compressor's")).toMatchObject({
      pass: true,
      measured: '0.59× (24.0 vs 41.0 s)',
    })
  })

  it("compares bytes, long tasks and memory to the compressor's", () => {
    const budgets = sendBudgets(results(rounds))
    // 30/29, 31/30, 30/29: 1.03 each.
    expect(byRule(budgets, 'bytes sent')).toMatchObject({ pass: true, measured: '1.03× (30.0 vs 29.0 MB)' })
    // 40/900, 60/300, 30/350: 0.04, 0.2, 0.09.
    expect(byRule(budgets, 'main-thread long tasks')).toMatchObject({ pass: true, measured: '0.09× (40 vs 350 ms)' })
    expect(byRule(budgets, 'renderer peak RSS')).toMatchObject({ pass: true, measured: '0.38× (305 vs 810 MB)' })
    const heavy = results({ ...rounds, panel: rounds.panel.map((panel) => ({ ...panel, peakRssBytes: 500 * MiB })) })
    expect(byRule(sendBudgets(heavy), 'renderer peak RSS').pass).toBe(false)
  })

  it('prints the timing budgets only, and checks that the panel stored every photo upright and without location', () => {
    const budgets = sendBudgets(results(rounds))
    expect(budgets).toHaveLength(6)
    for (const budget of budgets.filter((budget) => budget.printed)) expect(enforced(budget, true)).toBe(false)
    const photos = byRule(budgets, 'every photo stored upright')
    expect(photos).toMatchObject({ pass: true, measured: '60 of 60 upright, 0 with location (57 picked with one)' })
    expect(enforced(photos, true)).toBe(true)
    const located = { ...upright(20, 30 * MiB), withLocation: 1 }
    const sideways = { ...upright(20, 30 * MiB), upright: 19, turnedByTag: 1 }
    for (const stored of [located, sideways]) {
      const panel = [run(21, 30, 40, 300), run(28, 31, 60, 310, stored)]
      expect(byRule(sendBudgets(results({ ...rounds, panel })), 'every photo stored upright').pass).toBe(false)
    }
  })

  it('leaves out what did not run', () => {
    expect(sendBudgets(results({}))).toEqual([])
    const alone = sendBudgets(results({ panel: rounds.panel }))
    expect(alone.map((budget) => budget.rule)).toEqual(['every photo stored upright, without location'])
  })
})
