import type { FailureRecord } from './uploadFailure'

/** Each failed file's failure, and the one rule that keeps a file from being sent again when it must not be, whatever
 * asks Uppy to send (`upload`, `retryAll`, `retryUpload`, a row's button, the status bar): the transport asks `maySend`
 * before each request (../transport/transportPolicy.ts); the view only shows what is here. By remedy
 * (./uploadFailure.ts): `retry` goes with any retry ("Ponów", a later "Prześlij"); `confirm` (the server may have it)
 * only when the member retries that file alone (its row's button); `replace` (these bytes were refused) never. */
export class FailedFiles {
  readonly #failures = new Map<string, FailureRecord>()
  readonly #listeners = new Set<(fileId: string, failure: FailureRecord) => void>()

  /** The file failed: its row says `failure.fileMessage` and offers `failure.remedy` until it is lifted. */
  record(fileId: string, failure: FailureRecord): void {
    this.#failures.set(fileId, failure)
  }

  /** Records a failure the member is shown (one `record`ed earlier too); each `onShown` listener (the host's
   * `onUploadError`) hears it once. */
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
