import { useSyncExternalStore } from 'react'
import type { Announcer, AnnouncerSnapshot } from '../core/announcer'

const SILENT: AnnouncerSnapshot = { polite: null, assertive: null }
const serverSnapshot = () => SILENT

/**
 * The panel's only live region (one polite and one assertive channel), visually
 * hidden. Uppy's own notices are off, and the visible notice list is not live,
 * so every announcement is heard exactly once. A repeated text is re-rendered
 * under a new key, so screen readers read it again.
 */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const { polite, assertive } = useSyncExternalStore(announcer.subscribe, announcer.getSnapshot, serverSnapshot)
  return (
    <div className="aup-visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" className="aup-live-polite">
        {polite ? <span key={polite.id}>{polite.text}</span> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="aup-live-assertive">
        {assertive ? <span key={assertive.id}>{assertive.text}</span> : null}
      </div>
    </div>
  )
}
