import { type RefObject, useEffect, useState } from 'react'
import { whenIdle } from './whenIdle'

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

/** What tells that the member is about to add files: the chunk is asked for then, so it is there when they are. */
const ENGAGING = ['focusin', 'pointerover', 'dragenter'] as const

/**
 * The status bar and the list's title, loaded once the page is idle after the panel is shown, or sooner when
 * the member turns to the panel or a file is listed, rather than with the host's page: with nothing listed they
 * have nothing to show, and once files are picked the upload button must not wait for a download. Null until
 * their chunk is there; a chunk that could not load is asked for again when the list changes.
 */
export function useRunViews(fileCount: number, panel: RefObject<HTMLElement | null>): RunViews | null {
  const [views, setViews] = useState<RunViews | null>(null)
  const [engaged, setEngaged] = useState(false)
  useEffect(() => {
    const element = panel.current
    if (!element || engaged) return
    const engage = () => setEngaged(true)
    for (const type of ENGAGING) element.addEventListener(type, engage, { once: true })
    const cancelIdle = whenIdle(engage, element.ownerDocument.defaultView ?? window)
    return () => {
      cancelIdle()
      for (const type of ENGAGING) element.removeEventListener(type, engage)
    }
  }, [panel, engaged])
  const wanted = (fileCount > 0 || engaged) && !views
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
