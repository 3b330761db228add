import type { PanelContext } from '../core/panelContext'
import type { PanelFile, PanelUppy, PhotoPreparationProgress } from '../core/panelTypes'
import type { IntakePlugin } from '../intake/IntakePlugin'
import { HEADER_BYTES, imageDimensions } from '../thumbnails/imageDimensions'
import { createPreviewer, type ImageWorker } from '../thumbnails/offThreadPreviews'
import type { PhotoScale } from '../thumbnails/scalePhoto'
import { preparingPhotos } from './photoMessages'
import { photoScaleOf } from './photoScaleOptions'
import { PreparationQueue, type QueueProgress } from './preparationQueue'

/** Scales photos just before they are sent (`resizePhotos`, from the transport's `onBeforeRequest`): a JPEG over
 * `maxSide` waits its turn in one queue, is scaled in the preview worker and, if smaller, is sent and held by the file.
 * Its row and the status bar show it; a pause, a removal or "Anuluj" stops it; the size limit then applies. */
export class PhotoPreparation {
  readonly #uppy: PanelUppy
  readonly #context: PanelContext
  readonly #queue = new PreparationQueue((progress) => this.#showSoon(progress))
  /** Blobs decided on (made here, or found not to need it): a retry or a resume does not prepare them again. */
  readonly #decided = new WeakSet<Blob>()
  readonly #stops = new Map<string, AbortController>()
  /** Files whose row shows their preparation now. */
  #shown = new Set<string>()
  #progress: QueueProgress | undefined
  #headsRead: Promise<unknown> = Promise.resolve()
  #worker: ImageWorker | undefined
  readonly #unlisten: () => void
  #disposed = false

  constructor(uppy: PanelUppy, context: PanelContext) {
    this.#uppy = uppy
    this.#context = context
    const removed = (file: PanelFile | undefined) => file && this.#stops.get(file.id)?.abort()
    const paused = (file: PanelFile | undefined, isPaused: boolean) => isPaused && removed(file)
    const stopAll = () => this.#stopAll()
    uppy.on('file-removed', removed).on('upload-pause', paused).on('pause-all', stopAll).on('cancel-all', stopAll)
    this.#unlisten = () =>
      uppy.off('file-removed', removed).off('upload-pause', paused).off('pause-all', stopAll).off('cancel-all', stopAll)
  }

  /** With the transport that loaded it (panel closed): stops what is under way, lets go of Uppy and the worker. */
  dispose(): void {
    this.#disposed = true
    this.#unlisten()
    this.#stopAll()
    this.#worker?.close()
    this.#worker = undefined
  }

  #stopAll(): void {
    for (const stop of this.#stops.values()) stop.abort()
  }

  /** Prepares a photo to scale, then applies the size limit to what will be sent (still too large: the size refusal,
   * not sent). Returns once the request may go on; a photo whose preparation stopped is left to the transport. */
  async prepare(fileId: string, xhr: XMLHttpRequest): Promise<void> {
    const file = this.#uppy.getFile(fileId)
    const data = file?.data
    if (file?.type !== 'image/jpeg' || !(data instanceof Blob)) return
    const scale = photoScaleOf(this.#context.getConfig().resizePhotos)
    if (scale && !this.#decided.has(data) && !(await this.#scaleFile(fileId, data, scale, xhr))) return
    const sent = this.#uppy.getFile(fileId)
    const { limits } = this.#context.getConfig()
    if (!sent || !limits.valid || (sent.size ?? 0) <= limits.maxFileSize) return
    // The intake's words (this chunk imports nothing the entry does); the transport refuses the file, its row says why.
    const intake = this.#uppy.getPlugin<IntakePlugin>('PanelIntake')
    const message = intake?.sizeRefusal(sent.meta.name ?? sent.name ?? '') ?? ''
    const failure = {
      kind: 'too-large',
      status: 0,
      fileMessage: message,
      noticeMessage: message,
      resendable: false,
    } as const
    this.#context.failures.record(fileId, { ...failure, remedy: 'replace' })
  }

  /** Returns false when the preparation was stopped for good (paused, removed, cancelled). */
  async #scaleFile(fileId: string, data: Blob, scale: PhotoScale, xhr: XMLHttpRequest): Promise<boolean> {
    const head = await this.#readHeadInTurn(data)
    // Unreadable now (deleted, changed on disk): the transport names that; nothing else is checked here.
    if (!head) return false
    const dimensions = imageDimensions(new Uint8Array(head))
    if (!dimensions || Math.max(dimensions.width, dimensions.height) <= scale.maxSide) {
      this.#decided.add(data)
      return true
    }
    // Paused or removed while its header was read: not prepared now.
    const listed = this.#uppy.getFile(fileId)
    if (!listed || listed.isPaused) return false
    const stop = new AbortController()
    this.#stops.set(fileId, stop)
    const outcome = await this.#queue.prepare(fileId, () => this.#workerNow().scale(data, scale), stop.signal)
    if (this.#stops.get(fileId) === stop) this.#stops.delete(fileId)
    const file = this.#uppy.getFile(fileId)
    if (outcome === 'stopped') {
      // Resumed before the transport saw the pause: this request goes on, with the photo prepared.
      return file && !file.isPaused && !this.#disposed ? this.#scaleFile(fileId, data, scale, xhr) : false
    }
    // Removed meanwhile: the transport sends nothing.
    if (file?.data !== data) return true
    if (!(outcome instanceof Blob)) {
      // Not larger, not smaller once scaled, or the engine could not: sent as it is, without alarm.
      this.#decided.add(data)
      return true
    }
    const lastModified = data instanceof File ? data.lastModified : Date.now()
    const prepared = new File([outcome], data instanceof File ? data.name : (file.name ?? ''), {
      type: 'image/jpeg',
      lastModified,
    })
    this.#decided.add(prepared)
    const progress = { ...file.progress, bytesTotal: prepared.size }
    this.#uppy.setFileState(fileId, { data: prepared, size: prepared.size, progress })
    // The body has the chosen photo: the prepared one replaces it when sent (a later refusal replaces `send` again).
    const send = xhr.send
    xhr.send = (body) => {
      if (body instanceof FormData) {
        for (const [field, value] of [...body]) if (value instanceof File) body.set(field, prepared, value.name)
      }
      send.call(xhr, body)
    }
    return true
  }

  /** Reads after the header asked before, so photos queue in request order (Firefox ends two blobs' reads in either
   * order). Sliced here, not by the entry's `readHead`: this chunk imports nothing the entry imports. */
  #readHeadInTurn(data: Blob): Promise<ArrayBuffer | null> {
    const read = this.#headsRead.then(() =>
      data
        .slice(0, HEADER_BYTES)
        .arrayBuffer()
        .catch(() => null),
    )
    this.#headsRead = read
    return read
  }

  #workerNow(): ImageWorker {
    this.#worker ??= createPreviewer()
    return this.#worker
  }

  /** What the queue reports reaches the rows and the status bar once per task, not once per change. */
  #showSoon(progress: QueueProgress): void {
    const scheduled = this.#progress !== undefined
    this.#progress = progress
    if (!scheduled) queueMicrotask(() => this.#show())
  }

  #show(): void {
    const { prepared, toPrepare, current, waiting } = this.#progress ?? this.#queue.progress
    this.#progress = undefined
    const ids = current ? [current, ...waiting] : [...waiting]
    const { files } = this.#uppy.getState()
    const patch: Record<string, Partial<PanelFile>> = {}
    for (const id of ids) {
      const file = files[id]
      if (!file) continue
      const preprocess: PhotoPreparationProgress = {
        mode: 'determinate',
        message: preparingPhotos(prepared, toPrepare),
        value: prepared / toPrepare,
        prepared,
        toPrepare,
        current: id === current,
      }
      patch[id] = { progress: { ...file.progress, preprocess } }
    }
    if (Object.keys(patch).length > 0) this.#uppy.patchFilesState(patch)
    for (const id of this.#shown) {
      const file = files[id]
      if (file && !ids.includes(id)) this.#uppy.emit('preprocess-complete', file)
    }
    this.#shown = new Set(ids)
    // Nothing left to prepare: the worker goes, and with it a photo it was still decoding for a stopped request.
    if (ids.length === 0) {
      this.#worker?.close()
      this.#worker = undefined
    }
  }
}
