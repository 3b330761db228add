import { useSyncExternalStore } from 'react'
import type { NoticeStore } from '../core/noticeStore'
import * as messages from '../i18n/messages'

const EMPTY: readonly never[] = []

/** Longer texts are clipped to a few lines; the rest scrolls, reachable by keyboard too. */
const LONG_TEXT = 240
const serverSnapshot = () => EMPTY

/**
 * The panel's visible notices. Not a live region: the panel's LiveRegion
 * announces each notice once, so a screen reader does not hear it twice.
 */
export function NoticeList({ store }: { store: NoticeStore }) {
  const notices = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
  return (
    <div className="aup-notices">
      {notices.map((notice) => (
        <div key={notice.id} className={`aup-notice aup-notice--${notice.tone}`}>
          {notice.text.length > LONG_TEXT ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling text must take focus to be scrolled by keyboard (WCAG 2.1.1)
            <p className="aup-notice__text aup-notice__text--long" tabIndex={0}>
              {notice.text}
            </p>
          ) : (
            <p className="aup-notice__text">{notice.text}</p>
          )}
          <button
            type="button"
            className="aup-notice__close"
            aria-label={messages.closeNotice}
            title={messages.closeNotice}
            onClick={() => store.dismiss(notice.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}
