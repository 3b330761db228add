import { useState } from 'react'

/**
 * `value`, or the earlier value while `isEqual` says nothing changed: hosts
 * often pass new objects with the same contents on every render, and effects
 * keyed on the result then run only on real changes. (React's pattern for
 * state derived from props: the update during render is applied before children render.)
 */
export function useStableValue<T>(value: T, isEqual: (previous: T, next: T) => boolean): T {
  const [stable, setStable] = useState(value)
  if (stable === value || isEqual(stable, value)) return stable
  setStable(value)
  return value
}
