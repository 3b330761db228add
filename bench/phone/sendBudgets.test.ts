import { describe, expect, it } from 'vitest'
import { enforced } from '../report'
import { MAIN_THREAD_PROFILE, wholeBrowserProfile } from './emulation'
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
/** A run with `longTaskMs` from the press on the upload button (and 500 ms more from the pick, previews included). */
const run = (
  seconds: number,
  mb: number,
  longTaskMs: number,
  rssMiB: number,
  stored = upright(20, mb * MiB),
  longestSendTaskMs = 60,
) =>
  ({
    listedMs: 60,
    uploadMs: seconds * 1000,
    longTaskMs: longTaskMs + 500,
    sendLongTaskMs: longTaskMs,
    longestSendTaskMs,
    longestSendTaskAtMs: 2_000,
    peakRssBytes: rssMiB * MiB,
    stored,
  }) satisfies SendRun

const results = (send: Partial<Record<SendVariant, SendRun[]>>, profile = MAIN_THREAD_PROFILE) =>
  phoneResults({ sendPhotoSizes: Array.from({ length: 20 }, () => 4.2 * MiB), send, profile })

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
    // From the press: 40/900, 60/300, 30/350: 0.04, 0.2, 0.09 (from the pick each would be 540/1400…).
    expect(byRule(budgets, 'main-thread long tasks from the press')).toMatchObject({
      pass: true,
      measured: '0.09× (40 vs 350 ms)',
    })
    expect(byRule(budgets, 'renderer peak RSS')).toMatchObject({ pass: true, measured: '0.38× (305 vs 810 MB)' })
    const heavy = results({ ...rounds, panel: rounds.panel.map((panel) => ({ ...panel, peakRssBytes: 500 * MiB })) })
    expect(byRule(sendBudgets(heavy), 'renderer peak RSS').pass).toBe(false)
  })

  it('prints the timing budgets only, and checks that the panel stored every photo upright and without location', () => {
    const budgets = sendBudgets(results(rounds))
    expect(budgets).toHaveLength(7)
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
    expect(alone.map((budget) => budget.rule)).toEqual([
      'no main-thread task over 100 ms from the press',
      'every photo stored upright, without location',
    ])
  })

  it('fails a round with one main-thread task over 100 ms, on either profile', () => {
    const wholeBrowser = wholeBrowserProfile(0.5, 10_000)
    for (const profile of [MAIN_THREAD_PROFILE, wholeBrowser]) {
      expect(byRule(sendBudgets(results(rounds, profile)), 'no main-thread task').pass).toBe(true)
      const panel = [run(21, 30, 40, 300), run(28, 31, 60, 310, upright(20, 31 * MiB), 101), run(24, 30, 30, 305)]
      expect(byRule(sendBudgets(results({ ...rounds, panel }, profile)), 'no main-thread task')).toMatchObject({
        pass: false,
        measured: 'longest 101 ms (per round: 60 at 2.0 s, 101 at 2.0 s, 60 at 2.0 s)',
      })
    }
  })

  it("holds the whole browser's send to the line-rate floor and 0.7× the compressor's time, not to plain Uppy's", () => {
    // 30 MiB at 10 Mbit/s: 25.2 s. 26, 27.5, 29 s: 1.03, 1.09, 1.15.
    const panel = [run(26, 30, 40, 300), run(27.5, 30, 60, 310), run(29, 30, 30, 305)]
    const budgets = sendBudgets(results({ ...rounds, panel }, wholeBrowserProfile(0.5, 10_000)))
    expect(byRule(budgets, 'time ≤ 1.1× the line-rate floor')).toMatchObject({
      pass: true,
      measured: '1.09× (27.5 s vs 25.2 s)',
    })
    // 26/40, 27.5/42, 29/41: 0.65, 0.65, 0.71.
    expect(byRule(budgets, "time ≤ 0.7× plain Uppy + compressor's")).toMatchObject({ pass: true })
    expect(budgets.some((budget) => budget.rule.includes("plain Uppy's"))).toBe(false)
    const slow = [run(28, 30, 40, 300), run(29, 30, 60, 310), run(30, 30, 30, 305)]
    const slowBudgets = sendBudgets(results({ ...rounds, panel: slow }, wholeBrowserProfile(0.5, 10_000)))
    expect(byRule(slowBudgets, 'time ≤ 1.1× the line-rate floor').pass).toBe(false)
  })
})
