import { currentFileName, displayFileName } from '../core/displayName'
import type { PanelFile, PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { detectAllowedType, readSignature } from './fileSignature'
import { startsLikeHeic } from './heic'

/** Signature reads at once: starting a read per file inside Uppy's `addFiles` delays listing the files. */
const PARALLEL_READS = 4

/** Checks run back to back at most this long before the page gets a turn: small files' bytes come from memory. */
const SLICE_MS = 8

interface QueuedCheck {
  file: PanelFile
  checked: Promise<void>
  settle: (check: Promise<void>) => void
}

/** Checks each added file's first bytes: a JPEG, PNG, GIF or PDF (a renamed text file or program is refused). The reads
 * start in the task after the files are listed (one timer per add, not per file, inside Uppy's `addFiles`), a few at a
 * time, in order; a file removed meanwhile is not read. An upload waits for its files' checks (`waitFor`). */
export class ContentChecks {
  readonly #pending = new Map<string, Promise<void>>()
  readonly #queue: QueuedCheck[] = []
  #reading = 0
  #scheduled = false
  /** When the current run of back-to-back checks began (reset each time the page gets a turn). */
  #sliceStart: number | undefined
  readonly #uppy: PanelUppy
  readonly #refuse: (message: string) => void

  constructor(uppy: PanelUppy, refuse: (message: string) => void) {
    this.#uppy = uppy
    this.#refuse = refuse
  }

  start(file: PanelFile): void {
    let settle: QueuedCheck['settle'] = () => {}
    const checked = new Promise<void>((resolve, reject) => {
      settle = (check) => check.then(resolve, reject)
    })
    this.#queue.push({ file, checked, settle })
    this.#pending.set(file.id, checked)
    this.#readLater()
  }

  #readLater(): void {
    if (this.#scheduled) return
    this.#scheduled = true
    setTimeout(() => {
      this.#scheduled = false
      this.#sliceStart = undefined
      this.#readNext()
    }, 0)
  }

  waitFor = async (fileIds: string[]): Promise<void> => {
    await Promise.all(fileIds.map((id) => this.#pending.get(id)))
  }

  #readNext(): void {
    const now = performance.now()
    this.#sliceStart ??= now
    if (now - this.#sliceStart > SLICE_MS) {
      this.#readLater()
      return
    }
    while (this.#reading < PARALLEL_READS) {
      const next = this.#queue.shift()
      if (!next) return
      const { file, checked, settle } = next
      // The same file added again meanwhile has a check of its own.
      const forget = () => this.#pending.get(file.id) === checked && this.#pending.delete(file.id)
      if (!this.#uppy.getFile(file.id)) {
        forget()
        settle(Promise.resolve())
        continue
      }
      this.#reading++
      const check = this.#check(file).finally(() => {
        this.#reading--
        forget()
        this.#readNext()
      })
      settle(check)
    }
  }

  async #check(file: PanelFile): Promise<void> {
    if (!(file.data instanceof Blob)) return
    const head = await readSignature(file.data).catch(() => null)
    const detected = head && detectAllowedType(head)
    if (!this.#uppy.getFile(file.id)) return
    if (!detected) {
      this.#uppy.removeFile(file.id)
      const name = displayFileName(currentFileName(file))
      // An iPhone photo named .jpg, or with no extension: say what it is and how to send it.
      this.#refuse(head && startsLikeHeic(head) ? messages.heicPhoto(name) : messages.contentMismatch(name))
    } else if (detected !== file.type) {
      // A PNG named .jpg is still an image the server accepts: send it with its real type.
      this.#uppy.setFileMeta(file.id, { type: detected })
      this.#uppy.setFileState(file.id, { type: detected })
    }
  }
}
