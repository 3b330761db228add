import { type ComponentType, useEffect, useState } from 'react'
import type { StatusBarProps } from './StatusBar'

let loading: Promise<ComponentType<StatusBarProps>> | undefined

/** The status bar's chunk, loaded once; a load that failed (offline, a new deploy) is tried again next time. */
function loadStatusBar(): Promise<ComponentType<StatusBarProps>> {
  loading ??= import('./StatusBar').then(
    (chunk) => chunk.StatusBar,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The status bar, loaded with the first listed file rather than with the host's page: with nothing listed it
 * has nothing to show. Until its chunk is there nothing is drawn; a chunk that could not load is asked for
 * again when the list changes.
 */
export function LazyStatusBar({ fileCount, ...props }: StatusBarProps & { fileCount: number }) {
  const [Loaded, setLoaded] = useState<ComponentType<StatusBarProps> | null>(null)
  const wanted = fileCount > 0 && !Loaded
  useEffect(() => {
    // A load that failed is tried again when the list changes.
    void fileCount
    if (!wanted) return
    let current = true
    loadStatusBar().then(
      (component) => current && setLoaded(() => component),
      () => {},
    )
    return () => {
      current = false
    }
  }, [wanted, fileCount])
  return Loaded ? <Loaded {...props} /> : null
}
