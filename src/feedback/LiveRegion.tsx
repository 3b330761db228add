import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Announcement, Announcer, AnnouncerSnapshot } from '../core/announcer'

const SILENT: AnnouncerSnapshot = { polite: null, assertive: null }
const serverSnapshot = () => SILENT

/**
 * Writes each announcement into `region` as one change of the page: its text replaced at once. Rendered by React
 * under a new key, a text was a removal and an addition, two changes that a screen reader can take as two
 * announcements (the virtual one in the story tests did: every announcement twice). A repeated text is written
 * again, so it is read again.
 */
function useAnnounced(announcement: Announcement | null) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (region.current) region.current.textContent = announcement?.text ?? ''
  }, [announcement])
  return region
}

/**
 * The panel's only live region (one polite and one assertive channel), visually
 * hidden. Uppy's own notices are off, and the visible notice list is not live,
 * so every announcement is heard exactly once.
 */
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
