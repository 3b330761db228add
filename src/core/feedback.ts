import { Announcer, type Politeness } from './announcer'
import { type Notice, NoticeStore, type NoticeTone } from './noticeStore'

/** Notices and announcements: a notice is announced once; errors and warnings interrupt, the rest waits its turn. */
export class Feedback {
  readonly notices = new NoticeStore()
  readonly announcer = new Announcer()

  /** Shows a notice and announces it. `durationMs` 0 keeps it until dismissed. */
  tell(tone: NoticeTone, text: string, durationMs?: number): Notice {
    const notice = this.notices.push(tone, text, durationMs)
    this.announcer.announce(text, tone === 'error' || tone === 'warning' ? 'assertive' : 'polite')
    return notice
  }

  announce(text: string, politeness: Politeness = 'polite'): void {
    this.announcer.announce(text, politeness)
  }

  dispose(): void {
    this.notices.dispose()
    this.announcer.dispose()
  }
}
