export function median(values: readonly number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

export const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—')
export const ratio = (value: number, reference: number) =>
  Number.isFinite(value) && Number.isFinite(reference) && reference !== 0 ? `${(value / reference).toFixed(2)}×` : '—'
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
