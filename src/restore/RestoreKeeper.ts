import type { State } from '@uppy/core'
import type { PanelContext } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import { bringBack, limitsUsable } from './bringBack'
import { clientKeyOf, newClientKey, notWhollySent, RESTORE_META, shownName } from './keptFile'
import * as restoreMessages from './restoreMessages'
import * as store from './restoreStore'

/** Most bytes one panel keeps for a reload, all its files together. */
const RESTORE_TOTAL_BYTES = 200 * 1024 * 1024

export interface RestoreOptions {
  /** The host's opaque value for the signed-in member (and panel). */
  restoreKey: string
  /** How long a kept file waits, from its last change. */
  maxAgeMs: number
}

type PanelState = State<PanelMeta, PanelBody>

// Keeps listed files until confirmed or removed, and brings back what the key kept. Not an Uppy plugin: this chunk
// loads on demand, and importing the plugin base (Uppy core) would make bundlers split shared code out of the entry.
export class RestoreKeeper {
  readonly #uppy: PanelUppy
  readonly #context: PanelContext
  readonly #options: RestoreOptions
  /** Serial, so a deletion never overtakes the write it undoes. */
  #queue: Promise<unknown> = Promise.resolve()
  readonly #kept = new Map<string, { bytes: number; name: string }>()
  readonly #listeners: Array<[string, (...args: never[]) => void]> = []
  #restoring = false
  #lastAddedAt = 0
  #saidNotKept = false
  #stopped = false

  constructor(uppy: PanelUppy, context: PanelContext, options: RestoreOptions) {
    this.#uppy = uppy
    this.#context = context
    this.#options = options
    this.#on('file-added', (file: PanelFile) => {
      if (!this.#restoring) this.#keep(file)
    })
    // Uppy's destroy() removes every file first; stop() follows in the same task: only the member's removal deletes.
    this.#on('file-removed', (file: PanelFile) => {
      queueMicrotask(() => {
        if (!this.#stopped) this.#forget([file])
      })
    })
    this.#on('upload-success', (file: PanelFile | undefined) => file && this.#forget([file]))
    // The XHR uploader emits this as the requests start (no concurrency limit: all at once).
    this.#on('upload-start', (files: PanelFile[]) => this.#setState(files, 'sending'))
    // Answered, or not wholly sent: safe to resend. Sent but unanswered may be stored: stays "sending" (comes back
    // uncertain). The feedback plugin, installed first, has recorded the failure.
    this.#on('upload-error', (file: PanelFile | undefined) => {
      const answered = file !== undefined && (this.#context.failures.get(file.id)?.status ?? 0) > 0
      if (file && (answered || notWhollySent(file))) this.#setState([file], 'chosen')
    })
    this.#on('upload-pause', (file: PanelFile | undefined, isPaused: boolean) => {
      if (file && isPaused) this.#setState([file].filter(notWhollySent), 'chosen')
    })
    this.#on('pause-all', () => this.#setState(this.#uppy.getFiles().filter(notWhollySent), 'chosen'))
    this.#on('state-update', this.#noticeNameEdits)
    this.#enqueue(() => this.#restore())
  }

  /** What is kept stays, for the next mount with the same key. */
  stop(): void {
    this.#stopped = true
    for (const [event, listener] of this.#listeners) this.#uppy.off(event as 'file-added', listener as never)
  }

  settled(): Promise<void> {
    return this.#queue.then(() => undefined)
  }

  #on<Args extends unknown[]>(event: string, listener: (...args: Args) => void): void {
    const untyped = listener as unknown as (...args: never[]) => void
    this.#listeners.push([event, untyped])
    this.#uppy.on(event as 'file-added', untyped as never)
  }

  #enqueue(work: () => Promise<unknown>): void {
    this.#queue = this.#queue.then(work).catch(() => undefined)
  }

  async #restore(): Promise<void> {
    await limitsUsable(this.#uppy, this.#context, () => this.#stopped)
    const now = Date.now()
    await store.forgetExpired(now)
    const found = await store.readFiles(this.#options.restoreKey, now)
    if (this.#stopped) return
    const listed = new Set(this.#uppy.getFiles().map(clientKeyOf))
    const toRestore = found.filter(({ record }) => !listed.has(record.clientKey))
    for (const { record } of toRestore) this.#kept.set(record.clientKey, { bytes: record.size, name: record.name })
    if (toRestore.length > 0) {
      this.#restoring = true
      try {
        this.#forgetKeys(bringBack(this.#uppy, this.#context, toRestore))
      } finally {
        this.#restoring = false
      }
    }
    // Listed before the store was ready (added while it loaded, or kept under the previous key).
    for (const file of this.#uppy.getFiles()) if (!this.#kept.has(clientKeyOf(file) ?? '')) this.#keep(file)
  }

  #keep(file: PanelFile): void {
    // The store may answer late: a confirmed file is not kept (a reload would resend it), one under way is "sending".
    if (!(file.data instanceof Blob) || file.isRemote || file.progress.uploadComplete) return
    const { restoreKey, maxAgeMs } = this.#options
    let clientKey = clientKeyOf(file)
    if (!clientKey) {
      clientKey = newClientKey()
      this.#uppy.setFileMeta(file.id, { [RESTORE_META]: clientKey })
    }
    const bytes = file.data.size
    const keptBytes = [...this.#kept.values()].reduce((sum, kept) => sum + kept.bytes, 0)
    // Keep what the intake accepts: ../intake/sizeLimit.ts's tooLargeToAdd, which this chunk may not import.
    const { limits, resizePhotos } = this.#context.getConfig()
    const tooLarge = bytes > limits.maxFileSize && !(resizePhotos && file.type === 'image/jpeg')
    if (tooLarge || keptBytes + bytes > RESTORE_TOTAL_BYTES) {
      this.#sayNotKept()
      return
    }
    const name = shownName(file)
    this.#kept.set(clientKey, { bytes, name })
    const now = Date.now()
    // Files added in the same millisecond keep their order.
    const addedAt = Math.max(now, this.#lastAddedAt + 1)
    this.#lastAddedAt = addedAt
    const record: store.RestoreRecord = {
      restoreKey,
      clientKey,
      name,
      originalName: file.data instanceof File ? file.data.name : (file.name ?? name),
      type: file.type,
      size: bytes,
      lastModified: file.data instanceof File ? file.data.lastModified : now,
      state: file.progress.uploadStarted && !file.isPaused ? 'sending' : 'chosen',
      addedAt,
      expiresAt: now + maxAgeMs,
    }
    const { data } = file
    const key = clientKey
    this.#enqueue(async () => {
      await store.forgetExpired(Date.now())
      const contents = await data.arrayBuffer().catch(() => null)
      // A new key or sign-out deletes this key's files; checked in the write's own task, so the deletion comes after.
      if (!this.#kept.has(key) || this.#stopped) return
      if (!contents || !(await store.keepFile(record, contents))) {
        this.#kept.delete(key)
        this.#sayNotKept()
      }
    })
  }

  #forget(files: readonly PanelFile[]): void {
    this.#forgetKeys(files.map(clientKeyOf).filter((key): key is string => key !== undefined))
  }

  #forgetKeys(clientKeys: readonly string[]): void {
    const known = clientKeys.filter((key) => this.#kept.delete(key))
    if (known.length > 0) this.#enqueue(() => store.forgetFiles(this.#options.restoreKey, known))
  }

  #setState(files: readonly PanelFile[], state: store.RestoreState): void {
    const { restoreKey, maxAgeMs } = this.#options
    const keys = files.map(clientKeyOf).filter((key): key is string => key !== undefined && this.#kept.has(key))
    if (keys.length === 0) return
    const expiresAt = Date.now() + maxAgeMs
    this.#enqueue(() => Promise.all(keys.map((key) => store.updateFile(restoreKey, key, { state, expiresAt }))))
  }

  #noticeNameEdits = (previous: PanelState, next: PanelState): void => {
    if (previous.files === next.files) return
    for (const file of Object.values(next.files)) {
      const key = clientKeyOf(file)
      const kept = key === undefined ? undefined : this.#kept.get(key)
      if (key === undefined || !kept || kept.name === shownName(file)) continue
      kept.name = shownName(file)
      const { name } = kept
      this.#enqueue(() => store.updateFile(this.#options.restoreKey, key, { name }))
    }
  }

  #sayNotKept(): void {
    if (this.#saidNotKept) return
    this.#saidNotKept = true
    this.#context.feedback.tell('info', restoreMessages.notKeptForReload)
  }
}
