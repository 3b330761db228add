import { describe, expect, it } from 'vitest'
import type { EventEntry, TapRecord } from '../pages/phoneApi'
import { summarizeTaps, tapLatencies, tapMs, UNDER_THRESHOLD } from './tapLatency'

const tap = (down: number, up: number | null, click: number | null): TapRecord => ({
  down,
  up,
  click,
  // A tap on text that is no control (the list's title), as the page describes the tapped element.
  target: 'p.aup-listTitle',
  control: null,
})
const entry = (name: string, startTime: number, duration: number): EventEntry => ({ name, startTime, duration })

describe('tap latency', () => {
  it("takes each tap's longest event, matched by its events' time stamps", () => {
    const taps = [tap(1000.2, 1050.6, 1050.6), tap(1250.1, 1300.4, 1300.4), tap(1500.3, 1550.2, 1550.2)]
    const entries = [
      entry('pointerdown', 1000.2, 24),
      entry('pointerup', 1050.6, 16),
      entry('click', 1050.6, 32),
      // The second tap: only its click took 16 ms or more.
      entry('click', 1300.4, 96),
      // An entry of no tap's (a tap before the log started) is ignored.
      entry('pointerdown', 900, 400),
    ]
    expect(tapLatencies(taps, entries)).toEqual([32, 96, UNDER_THRESHOLD])
  })

  it('does not give a pointerup entry to a tap whose pointerdown has the same time', () => {
    const taps = [tap(2000, 2080, null)]
    expect(tapLatencies(taps, [entry('pointerup', 2000, 200)])).toEqual([UNDER_THRESHOLD])
  })

  it('summarises a run: the first tap apart, percentiles over every tap, unreported ones ranked lowest', () => {
    const latencies = [120, ...Array.from({ length: 18 }, () => UNDER_THRESHOLD), 40]
    const summary = summarizeTaps(latencies)
    expect(summary).toEqual({ taps: 20, first: 120, p50: UNDER_THRESHOLD, p95: 40, max: 120 })
    expect(tapMs(summary.p50)).toBe('<16')
    expect(tapMs(summary.p95)).toBe('40')
    expect(summarizeTaps([]).p95).toBeNaN()
  })
})
