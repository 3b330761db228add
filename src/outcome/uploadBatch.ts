import type { UploadedAttachment } from '../types'

interface FileStatus {
  uploadComplete: boolean
  failed: boolean
  paused: boolean
}

// Follows sent files across retries and pause/resume (separate Uppy uploads), so the host hears "all succeeded"
// exactly once, and never while a file has failed.
export class UploadBatch<TBody> {
  /** In the order first sent. */
  readonly #fileIds: string[] = []
  readonly #successes = new Map<string, UploadedAttachment<TBody>>()

  addFiles(fileIds: readonly string[]): void {
    for (const id of fileIds) if (!this.#fileIds.includes(id)) this.#fileIds.push(id)
  }

  recordSuccess(fileId: string, attachment: UploadedAttachment<TBody>): void {
    this.#successes.set(fileId, attachment)
  }

  /** A failed or paused file is back in flight: its earlier success (if any) no longer stands. */
  forgetFile(fileId: string): void {
    const index = this.#fileIds.indexOf(fileId)
    if (index !== -1) this.#fileIds.splice(index, 1)
    this.#successes.delete(fileId)
  }

  /** When all runs ended: the attachments if all succeeded (new batch), else `null` (failed, paused, unfinished). */
  settle(statusOf: (fileId: string) => FileStatus | undefined): UploadedAttachment<TBody>[] | null {
    const present = this.#fileIds.filter((id) => statusOf(id) !== undefined)
    if (present.length === 0) {
      this.reset()
      return null
    }
    const allSucceeded = present.every((id) => {
      const status = statusOf(id)
      return !!status?.uploadComplete && !status.failed && !status.paused && this.#successes.has(id)
    })
    if (!allSucceeded) return null
    const result = present.map((id) => this.#successes.get(id) as UploadedAttachment<TBody>)
    this.reset()
    return result
  }

  reset(): void {
    this.#fileIds.length = 0
    this.#successes.clear()
  }
}
