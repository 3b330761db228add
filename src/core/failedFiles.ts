import type { FailureRecord } from './uploadFailure'

/**
 * The failure of each file that failed to send, and the one rule that protects the server and the
 * member from a file sent again when it must not be: what each remedy (./uploadFailure.ts) lets
 * through, whatever asks Uppy to send (`upload`, `retryAll`, `retryUpload`, a row's button, the status
 * bar). The transport asks `maySend` before every request and refuses the rest
 * (../transport/transportPolicy.ts); the view only shows what is recorded here.
 *
 * - `retry`: sent again by any retry, the status bar's "Ponów" or a later "Prześlij" included.
 * - `confirm` (the server may already have it): sent again only when the member retries that file
 *   alone (its row's button), never with the others.
 * - `replace` (the server refused these bytes): never sent again; the member removes it and chooses
 *   another file. No retry lifts it.
 */
export class FailedFiles {
  readonly #failures = new Map<string, FailureRecord>()
  readonly #listeners = new Set<(fileId: string, failure: FailureRecord) => void>()

  /** The file failed: its row says `failure.fileMessage` and offers `failure.remedy` until it is lifted. */
  record(fileId: string, failure: FailureRecord): void {
    this.#failures.set(fileId, failure)
  }

  /**
   * The file's request ended in this failure, and the member is shown it: recorded, and each `onShown` listener
   * (the host's `onUploadError`) hears it once. A refusal recorded earlier, as it was known, is shown here too.
   */
  shown(fileId: string, failure: FailureRecord): void {
    this.record(fileId, failure)
    for (const listener of this.#listeners) listener(fileId, failure)
  }

  /** Hears every failure shown from now on; returns what stops it. */
  onShown(listener: (fileId: string, failure: FailureRecord) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  get(fileId: string): FailureRecord | undefined {
    return this.#failures.get(fileId)
  }

  /** Whether a request for this file may go now. */
  maySend(fileId: string): boolean {
    const remedy = this.#failures.get(fileId)?.remedy
    return remedy === undefined || remedy === 'retry'
  }

  /** The member retried this file alone (Uppy's `upload-retry`): lifts all but a refusal. */
  retriedAlone(fileId: string): void {
    if (this.#failures.get(fileId)?.remedy !== 'replace') this.#failures.delete(fileId)
  }

  /** Every failed file was retried together (Uppy's `retry-all`): lifts only what any retry may send. */
  retriedTogether(fileIds: readonly string[]): void {
    for (const fileId of fileIds) if (this.#failures.get(fileId)?.remedy === 'retry') this.#failures.delete(fileId)
  }

  /** The file was sent or removed: nothing of its failure is left. */
  forget(fileId: string): void {
    this.#failures.delete(fileId)
  }
}
