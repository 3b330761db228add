import { useEffect, useState } from 'react'

type RunViews = typeof import('./runViews')

let loading: Promise<RunViews> | undefined

/** The views' chunk, loaded once; a load that failed (offline, a new deploy) is tried again next time. */
function loadRunViews(): Promise<RunViews> {
  loading ??= import('./runViews').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * The status bar and the list's title, loaded with the first listed file rather than with the host's page:
 * with nothing listed they have nothing to show. Null until their chunk is there; a chunk that could not
 * load is asked for again when the list changes.
 */
export function useRunViews(fileCount: number): RunViews | null {
  const [views, setViews] = useState<RunViews | null>(null)
  const wanted = fileCount > 0 && !views
  useEffect(() => {
    // A load that failed is tried again when the list changes.
    void fileCount
    if (!wanted) return
    let current = true
    loadRunViews().then(
      (loaded) => current && setViews(loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [wanted, fileCount])
  return views
}
