import * as messages from '../i18n/messages'

/** Collects the refusals of one add (a drop, a paste, a pick: Uppy reports them one by one in the same task) as one
 * notice: the first reason, and how many other files were refused. */
export class RefusalCollector {
  #pending: string[] = []
  #cancelled = false
  readonly #report: (text: string) => void

  constructor(report: (text: string) => void) {
    this.#report = report
  }

  add(message: string): void {
    if (this.#pending.length === 0) queueMicrotask(() => this.#flush())
    this.#pending.push(message)
  }

  /** Drops what is pending and reports nothing more (the panel is gone). */
  cancel(): void {
    this.#cancelled = true
    this.#pending = []
  }

  #flush(): void {
    const [first, ...others] = this.#pending
    this.#pending = []
    if (this.#cancelled || first === undefined) return
    this.#report(others.length > 0 ? `${first} ${messages.moreRejected(others.length)}` : first)
  }
}
