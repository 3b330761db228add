import type { ScaleOutcome } from '../thumbnails/scalePhoto'

/** What became of one photo's turn: the scaler's outcome, or `stopped` (paused, removed, cancelled first). */
export type Prepared = ScaleOutcome | 'stopped'

/** Where the photos being prepared are, for what the member sees. */
export interface QueueProgress {
  /** Photos prepared, and in all, since the queue was last empty (one batch, across runs); a stopped one leaves it. */
  prepared: number
  toPrepare: number
  current: string | null
  waiting: readonly string[]
}

interface Job {
  fileId: string
  work: () => Promise<ScaleOutcome>
  settle: (prepared: Prepared) => void
  /** Its outcome is known or no longer wanted. */
  settled: boolean
}

/** One photo at a time, in request order: one is sent while the next is prepared, one decoded photo at most in memory.
 * A stopped photo leaves at once; if being scaled, the next still waits for the scaler: never two decodes at once. */
export class PreparationQueue {
  readonly #onChange: (progress: QueueProgress) => void
  readonly #waiting: Job[] = []
  #current: Job | null = null
  #busy = false
  #prepared = 0
  #toPrepare = 0

  constructor(onChange: (progress: QueueProgress) => void) {
    this.#onChange = onChange
  }

  /** Waits for the photo's turn, then runs `work` (scaling it); `stopped` as soon as `signal` aborts. */
  prepare(fileId: string, work: () => Promise<ScaleOutcome>, signal: AbortSignal): Promise<Prepared> {
    if (signal.aborted) return Promise.resolve('stopped')
    return new Promise((resolve) => {
      const job: Job = { fileId, work, settled: false, settle: resolve }
      signal.addEventListener('abort', () => this.#stop(job), { once: true })
      this.#waiting.push(job)
      this.#toPrepare++
      this.#changed()
      void this.#next()
    })
  }

  get progress(): QueueProgress {
    return {
      prepared: this.#prepared,
      toPrepare: this.#toPrepare,
      current: this.#current?.fileId ?? null,
      waiting: this.#waiting.map((job) => job.fileId),
    }
  }

  #stop(job: Job): void {
    if (job.settled) return
    job.settled = true
    const index = this.#waiting.indexOf(job)
    if (index >= 0) this.#waiting.splice(index, 1)
    if (this.#current === job) this.#current = null
    this.#toPrepare--
    job.settle('stopped')
    this.#endBatchIfIdle()
    this.#changed()
  }

  async #next(): Promise<void> {
    const job = this.#busy ? undefined : this.#waiting.shift()
    if (!job) return
    this.#busy = true
    this.#current = job
    this.#changed()
    const outcome = await job.work().catch((): Prepared => 'failed')
    this.#busy = false
    if (this.#current === job) this.#current = null
    if (!job.settled) {
      job.settled = true
      this.#prepared++
      job.settle(outcome)
    }
    this.#endBatchIfIdle()
    this.#changed()
    void this.#next()
  }

  /** Nothing left to prepare: the next photo starts a new batch. */
  #endBatchIfIdle(): void {
    if (this.#busy || this.#waiting.length > 0) return
    this.#prepared = 0
    this.#toPrepare = 0
  }

  #changed(): void {
    this.#onChange(this.progress)
  }
}
