// How the rounds run the variants: each round starts with the next one, so none always runs right
// after a cleanup or a warm cache; results are kept per variant, one entry per round.

export function rotate<T>(list: readonly T[], by: number): T[] {
  const start = by % list.length
  return [...list.slice(start), ...list.slice(0, start)]
}

export function append<K extends string, T>(lists: Partial<Record<K, T[]>>, key: K, value: T) {
  const list = lists[key] ?? []
  list.push(value)
  lists[key] = list
}
