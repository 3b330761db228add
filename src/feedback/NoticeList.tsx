import { useSyncExternalStore } from 'react'
import type { NoticeStore } from '../core/noticeStore'
import * as messages from '../i18n/messages'

const EMPTY: readonly never[] = []

// Longer texts (a server message can run to pages) are cut after four lines, with a pointer to the whole text: the
// notice leaves after seconds, the file's "?" stays.
const LONG_TEXT = 240
const serverSnapshot = () => EMPTY

/** Not a live region: LiveRegion announces each notice once, so it is not heard twice. */
export function NoticeList({ store }: { store: NoticeStore }) {
  const notices = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
  return (
    <div className="aup-notices">
      {notices.map((notice) => (
        <div key={notice.id} className={`aup-notice aup-notice--${notice.tone}`}>
          {notice.text.length > LONG_TEXT ? (
            <div className="aup-notice__body">
              <p className="aup-notice__text aup-notice__text--long">{notice.text}</p>
              <p className="aup-notice__more">{messages.wholeMessageInDetails}</p>
            </div>
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
