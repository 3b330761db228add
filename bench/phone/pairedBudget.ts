// The phone budgets' common measure: a variant against another by the median of the per-round ratios
// (../stats.ts: pairedRatio), from results kept per variant, one entry per round.
import { pairedRatio } from '../stats'
import type { ByVariant } from './results'

/** Per-round values of one variant (rounds in order; NaN where a run has none). */
export const values = <V extends string, T>(runs: ByVariant<V, T>, variant: V, value: (run: T) => number) =>
  (runs[variant] ?? []).map(value)

/** A ratio budget "`of` ≤ or ≥ limit × `to`", as the median of the per-round ratios. */
export function ratioBudget<V extends string, T>(
  runs: ByVariant<V, T>,
  value: (run: T) => number,
  compare: { of: V; to: V; limit: number; atMost: boolean },
): { ratio: number; pass: boolean } {
  const ratio = pairedRatio(values(runs, compare.of, value), values(runs, compare.to, value))
  return { ratio, pass: compare.atMost ? ratio <= compare.limit : ratio >= compare.limit }
}
