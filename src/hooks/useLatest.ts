import { useEffect, useLayoutEffect, useRef } from 'react'

// useLayoutEffect does nothing on the server; useEffect there keeps SSR quiet.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** A ref that always holds the latest value, for reading from event handlers outside React. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value)
  useIsomorphicLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
