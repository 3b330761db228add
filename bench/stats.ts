export function median(values: readonly number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * The nearest-rank percentile (`p` from 0 to 100) of the finite values: always a value that was
 * measured (p95 of 20 taps is the 19th fastest), never one between two. NaN when there is none.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[Math.min(rank, sorted.length) - 1] as number
}

/**
 * The median of the per-round ratios `values[i] / references[i]`. The variants of one round run back
 * to back, so a machine that slows down or speeds up between rounds (a shared VM does, by half over
 * an afternoon) changes both sides of each ratio alike; a ratio of the two medians would take each
 * from another round.
 */
export function pairedRatio(values: readonly number[], references: readonly number[]): number {
  const ratios = values.map((value, index) => {
    const reference = references[index] ?? Number.NaN
    return reference > 0 ? value / reference : Number.NaN
  })
  return median(ratios.filter((value) => Number.isFinite(value) && value >= 0))
}

/**
 * The median of the per-round differences `values[i] - references[i]`, for quantities a round may
 * measure as zero on both sides (long-task time on a fast machine), where a ratio has no value.
 */
export function pairedDifference(values: readonly number[], references: readonly number[]): number {
  return median(values.map((value, index) => value - (references[index] ?? Number.NaN)))
}

export const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—')
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—')
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A plain text table with a header row; columns padded to their widest cell. */
export function table(rows: string[][]): string {
  const widths: number[] = []
  for (const row of rows)
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, cell.length)
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd()
  const [head, ...body] = rows
  if (!head) return ''
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n')
}
