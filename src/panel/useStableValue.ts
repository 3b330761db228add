import { useState } from 'react'

/** `value`, or the earlier one while `isEqual` finds no change: hosts pass equal new objects each render, and effects
 * keyed on it must run on real changes only (React's derived-state pattern: set in render, seen by the children). */
export function useStableValue<T>(value: T, isEqual: (previous: T, next: T) => boolean): T {
  const [stable, setStable] = useState(value)
  if (stable === value || isEqual(stable, value)) return stable
  setStable(value)
  return value
}
