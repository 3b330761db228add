import type { FailureRecord } from './uploadFailure'

/** Failed files' failures and the one rule on sending them again, whatever asks Uppy (any button, `upload`, `retryAll`,
 * `retryUpload`): the transport asks `maySend` per request (../transport/transportPolicy.ts); the view only shows it. A
 * `retry` remedy goes with any retry ("Ponów", a later "Prześlij"), `confirm` with the file's own, `replace` never. */
export class FailedFiles {
  readonly #failures = new Map<string, FailureRecord>()
  readonly #listeners = new Set<(fileId: string, failure: FailureRecord) => void>()

  record(fileId: string, failure: FailureRecord): void {
    this.#failures.set(fileId, failure)
  }

  /** A failure shown to the member, `record`ed before or not: `onShown` listeners (`onUploadError`) hear it once. */
  shown(fileId: string, failure: FailureRecord): void {
    this.record(fileId, failure)
    for (const listener of this.#listeners) listener(fileId, failure)
  }

  onShown(listener: (fileId: string, failure: FailureRecord) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  get(fileId: string): FailureRecord | undefined {
    return this.#failures.get(fileId)
  }

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

  forget(fileId: string): void {
    this.#failures.delete(fileId)
  }
}
