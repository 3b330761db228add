import type { FailureRecord } from '../core/uploadFailure'
import * as messages from '../i18n/messages'

/** Failures this close are one report: this late still sounds immediate; a second announcement cuts off the first. */
export const FAILURE_REPORT_WINDOW_MS = 250
/**
 * While answers are still to come (a loaded device spreads them), a report waits, but at most this long after its first
 * failure, so one refused at once while others upload for minutes is still said soon. Its row shows it at once.
 */
export const LONGEST_FAILURE_REPORT_WAIT_MS = 3_000

/** At most this many failures get their own notice; more become one summary. */
export const MOST_FAILURE_NOTICES = 3

interface FailedFile {
  /** Uppy's id; a report leaves out files that no longer fail. */
  fileId?: string
  name: string
  failure: FailureRecord
}

interface FailureReportText {
  notices: string[]
  announcement: string
}

/** Prefixes the name unless the reason names it already. */
function noticeNamingFile({ name, failure }: FailedFile): string {
  const text = failure.fileMessage
  return text.includes(`„${name}”`) ? text : `„${name}”: ${text}`
}

// The only file listed: its notice as is. A few, or one of several listed: a notice each naming its file, one
// announcement for all so none cuts off the next. Many: one summary, not a wall of notices.
export function describeFailures(failed: readonly FailedFile[], filesListed = failed.length): FailureReportText {
  const [only] = failed
  if (failed.length === 1 && only && filesListed <= 1)
    return { notices: [only.failure.noticeMessage], announcement: only.failure.noticeMessage }
  if (failed.length <= MOST_FAILURE_NOTICES) {
    const notices = failed.map(noticeNamingFile)
    return { notices, announcement: notices.join(' ') }
  }
  const summary = messages.failedFilesSummary(failed.length)
  return { notices: [summary], announcement: summary }
}

/** Each has a default for a report on its own. */
interface FailureReportOptions {
  /** At report time (a quick retry may have sent it). Default: yes. */
  stillFails?: (failed: FailedFile) => boolean
  /** So notices follow the list, not the answers' order. */
  placeInList?: (failed: FailedFile) => number
  /** Pending answers may be failures of the same moment. Default: no. */
  answersToCome?: () => boolean
  /** Beside others, a failure names its file. Default: the failed. */
  filesListed?: () => number
}

/** One report per moment (`describeFailures`): failures within the window, and answers to come, up to the max wait. */
export class FailureReport {
  #pending: FailedFile[] = []
  #timer: ReturnType<typeof setTimeout> | undefined
  /** First failure + longest wait: reported then, whatever is still to come. */
  #reportBy: number | undefined
  readonly #report: (text: FailureReportText) => void
  readonly #stillFails: (failed: FailedFile) => boolean
  readonly #placeInList: (failed: FailedFile) => number
  readonly #answersToCome: () => boolean
  readonly #filesListed: (() => number) | undefined

  constructor(report: (text: FailureReportText) => void, options: FailureReportOptions = {}) {
    this.#report = report
    this.#stillFails = options.stillFails ?? (() => true)
    this.#placeInList = options.placeInList ?? (() => 0)
    this.#answersToCome = options.answersToCome ?? (() => false)
    this.#filesListed = options.filesListed
  }

  add(failed: FailedFile): void {
    this.#pending.push(failed)
    this.#reportBy ??= Date.now() + LONGEST_FAILURE_REPORT_WAIT_MS
    this.#waitForMore()
  }

  dispose(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#reportBy = undefined
    this.#pending = []
  }

  #waitForMore(): void {
    clearTimeout(this.#timer)
    const left = Math.max(0, (this.#reportBy ?? 0) - Date.now())
    this.#timer = setTimeout(() => this.#windowClosed(), Math.min(FAILURE_REPORT_WINDOW_MS, left))
  }

  #windowClosed(): void {
    const waitedLongest = Date.now() >= (this.#reportBy ?? 0)
    if (!waitedLongest && this.#answersToCome()) this.#waitForMore()
    else this.#flush()
  }

  #flush(): void {
    const failed = this.#pending.filter(this.#stillFails).sort((a, b) => this.#placeInList(a) - this.#placeInList(b))
    this.#pending = []
    this.#timer = undefined
    this.#reportBy = undefined
    if (failed.length > 0) this.#report(describeFailures(failed, this.#filesListed?.()))
  }
}
