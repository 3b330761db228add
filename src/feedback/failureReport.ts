import type { FailureRecord } from '../core/uploadFailure'
import * as messages from '../i18n/messages'

/**
 * Failures reported within this window of each other are one report. Ten 401s of one run arrive within
 * ~60 ms in Chromium on a quiet machine; Firefox gave the same ten with gaps up to 184 ms between two of
 * them. A member hears one announcement 250 ms after the last failure as at once; a second, assertive
 * one would cut off the first.
 */
export const FAILURE_REPORT_WINDOW_MS = 250
/**
 * While files of the run still wait for their answer, a report waits for them too, however far apart
 * the answers come (a loaded phone spreads them: Firefox with a busy core gave more than 250 ms between
 * two 401s of one run), but at most this long after its first failure: a file refused at once while
 * the others upload for minutes is said within this time. Its row shows the failure at once.
 */
export const LONGEST_FAILURE_REPORT_WAIT_MS = 3_000

/** At most this many failures get a notice of their own; more become one summary. */
export const MOST_FAILURE_NOTICES = 3

export interface FailedFile {
  /** The Uppy file id; a report leaves out files that no longer fail when it is made. */
  fileId?: string
  name: string
  failure: FailureRecord
}

/** What one report shows and says: notices in order, and one announcement. */
export interface FailureReportText {
  notices: string[]
  announcement: string
}

/** The notice of one failed file among several: its name, then its reason, unless the reason names it already. */
export function noticeNamingFile({ name, failure }: FailedFile): string {
  const text = failure.fileMessage
  return text.includes(`„${name}”`) ? text : `„${name}”: ${text}`
}

/**
 * One failure of the only file listed: its notice as it is. One among several files listed, or a few: one notice
 * each, naming its file ("„faktura.pdf”: …": which of the files it is), and one announcement of them all, so none
 * cuts off the next. Many: one summary, so the member does not get a wall of notices.
 */
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

/** What a report asks of the files it reports; each has a default for a report on its own. */
export interface FailureReportOptions {
  /** Whether a failure still holds when the report is made (a quick retry may have sent the file). Default: yes. */
  stillFails?: (failed: FailedFile) => boolean
  /** Where the file is listed, so the notices follow the list, not the order the answers came in. */
  placeInList?: (failed: FailedFile) => number
  /** Whether files of the run still wait for their answer, which may be failures of the same moment. Default: no. */
  answersToCome?: () => boolean
  /** How many files the panel lists when the report is made: beside others, a failure names its file. Default: the failed. */
  filesListed?: () => number
}

/**
 * Collects the failures of one moment and reports them together (see `describeFailures`): those
 * within `FAILURE_REPORT_WINDOW_MS` of each other, and those whose answers were still to come,
 * up to `LONGEST_FAILURE_REPORT_WAIT_MS` after the first.
 */
export class FailureReport {
  #pending: FailedFile[] = []
  #timer: ReturnType<typeof setTimeout> | undefined
  /** When the pending report is made however many answers are still to come: its first failure's time plus the longest wait. */
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

  /** Waits one window more, never past the longest wait. */
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
