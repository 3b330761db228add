import type { PanelFile, PanelUppy } from '../core/panelTypes'
import { currentFileName, displayFileName } from '../displayName'
import * as messages from '../i18n/messages'
import { detectAllowedType, readSignature } from './fileSignature'

/** Signature reads at once: starting 500 reads inside Uppy's `addFiles` delayed listing them by ~0.7 s. */
const PARALLEL_READS = 4

/**
 * Checks each added file's first bytes: they must be a JPEG, PNG, GIF or PDF
 * (a renamed text file or program is refused). Reading them is asynchronous:
 * the reads start after the files are listed, a few at a time, and an upload
 * waits for the checks of its files (`waitFor`, run as an Uppy pre-processor).
 */
export class ContentChecks {
  readonly #pending = new Map<string, Promise<void>>()
  readonly #waiting: Array<() => void> = []
  #reading = 0
  readonly #uppy: PanelUppy
  readonly #refuse: (message: string) => void

  constructor(uppy: PanelUppy, refuse: (message: string) => void) {
    this.#uppy = uppy
    this.#refuse = refuse
  }

  start(file: PanelFile): void {
    const checking = this.#whenReadAllowed()
      .then(() => this.#check(file))
      .finally(() => {
        this.#reading--
        this.#waiting.shift()?.()
        this.#pending.delete(file.id)
      })
    this.#pending.set(file.id, checking)
  }

  /** Resolves in a later task, once fewer than `PARALLEL_READS` reads are under way. */
  #whenReadAllowed(): Promise<void> {
    return new Promise((resolve) => {
      const begin = () => {
        this.#reading++
        resolve()
      }
      setTimeout(() => {
        if (this.#reading < PARALLEL_READS) begin()
        else this.#waiting.push(begin)
      }, 0)
    })
  }

  waitFor = async (fileIds: string[]): Promise<void> => {
    await Promise.all(fileIds.map((id) => this.#pending.get(id)))
  }

  async #check(file: PanelFile): Promise<void> {
    if (!(file.data instanceof Blob)) return
    const detected = await readSignature(file.data).then(detectAllowedType, () => null)
    if (!this.#uppy.getFile(file.id)) return
    if (detected === null) {
      this.#uppy.removeFile(file.id)
      this.#refuse(messages.contentMismatch(displayFileName(currentFileName(file))))
    } else if (detected !== file.type) {
      // A PNG named .jpg is still an image the server accepts: send it with its real type.
      this.#uppy.setFileMeta(file.id, { type: detected })
      this.#uppy.setFileState(file.id, { type: detected })
    }
  }
}
