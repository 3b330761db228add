import { ERROR_NOTICE_DURATION_MS, INFO_NOTICE_DURATION_MS } from './config'

export type NoticeTone = 'error' | 'warning' | 'info' | 'success'

export interface Notice {
  id: number
  tone: NoticeTone
  text: string
}

/** Most notices shown at once; older ones give way so the panel stays readable. */
const MAX_VISIBLE = 3

/** The panel's own notices, testable alone: Uppy's informer (off) renders each twice, cannot show a server message. */
export class NoticeStore {
  #notices: readonly Notice[] = []
  #nextId = 1
  readonly #timers = new Map<number, ReturnType<typeof setTimeout>>()
  readonly #listeners = new Set<() => void>()

  /** Shows `text`; an identical notice already visible is restarted, not repeated. */
  push(
    tone: NoticeTone,
    text: string,
    durationMs = tone === 'error' ? ERROR_NOTICE_DURATION_MS : INFO_NOTICE_DURATION_MS,
  ): Notice {
    const duplicate = this.#notices.find((notice) => notice.tone === tone && notice.text === text)
    if (duplicate) this.dismiss(duplicate.id)
    const notice: Notice = { id: this.#nextId++, tone, text }
    const kept = this.#notices.slice(-(MAX_VISIBLE - 1))
    for (const dropped of this.#notices.slice(0, this.#notices.length - kept.length)) this.#clearTimer(dropped.id)
    this.#notices = [...kept, notice]
    if (durationMs > 0)
      this.#timers.set(
        notice.id,
        setTimeout(() => this.dismiss(notice.id), durationMs),
      )
    this.#emit()
    return notice
  }

  dismiss(id: number): void {
    if (!this.#notices.some((notice) => notice.id === id)) return
    this.#clearTimer(id)
    this.#notices = this.#notices.filter((notice) => notice.id !== id)
    this.#emit()
  }

  /** Removes every notice of a tone, e.g. errors that a successful retry made stale. */
  dismissTone(tone: NoticeTone): void {
    for (const notice of this.#notices.filter((candidate) => candidate.tone === tone)) this.dismiss(notice.id)
  }

  getSnapshot = (): readonly Notice[] => this.#notices

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  dispose(): void {
    for (const id of this.#timers.keys()) this.#clearTimer(id)
    this.#notices = []
    this.#listeners.clear()
  }

  #clearTimer(id: number): void {
    clearTimeout(this.#timers.get(id))
    this.#timers.delete(id)
  }

  #emit(): void {
    for (const listener of this.#listeners) listener()
  }
}
