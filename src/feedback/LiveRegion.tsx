import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Announcement, Announcer, AnnouncerSnapshot } from '../core/announcer'

const SILENT: AnnouncerSnapshot = { polite: null, assertive: null }
const serverSnapshot = () => SILENT

// Replaces the text at once, one change: a React re-keyed node is a removal plus an addition, which a screen reader
// can read as two announcements. A repeated text is written again, so it is read again.
function useAnnounced(announcement: Announcement | null) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (region.current) region.current.textContent = announcement?.text ?? ''
  }, [announcement])
  return region
}

/** The only live region (polite, assertive): Uppy's notices are off and the list is not live, so each is heard once. */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const { polite, assertive } = useSyncExternalStore(announcer.subscribe, announcer.getSnapshot, serverSnapshot)
  const politeRegion = useAnnounced(polite)
  const assertiveRegion = useAnnounced(assertive)
  return (
    <div className="aup-visually-hidden">
      <div ref={politeRegion} role="status" aria-live="polite" aria-atomic="true" className="aup-live-polite" />
      <div ref={assertiveRegion} role="alert" aria-live="assertive" aria-atomic="true" className="aup-live-assertive" />
    </div>
  )
}
