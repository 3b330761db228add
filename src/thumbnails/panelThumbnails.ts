import ThumbnailGenerator, { type ThumbnailGeneratorOptions } from '@uppy/thumbnail-generator'
import { afterNextPaint } from '../core/afterNextPaint'
import { onDemand } from '../core/onDemand'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import type { Previewer } from './offThreadPreviews'

type RequestedFile = Parameters<ThumbnailGenerator<PanelMeta, PanelBody>['requestThumbnail']>[0]

export interface PanelThumbnailsOptions extends ThumbnailGeneratorOptions {
  /** The previews' chunk could not load (once per failed load): files keep their icon until it loads. */
  onUnavailable?: () => void
  /**
   * Whether a file's preview waits until its bytes are being sent, and is then drawn from what is sent: a photo
   * about to be scaled down, whose whole decode for a preview would take as long as its scaling and delay it.
   * Its row asks again as its progress changes.
   */
  drawnOnceSent?: (file: PanelFile) => boolean
  /** Loads the previews' chunk (tests give their own); a failed load must be tried again on the next call. */
  loadPreviews?: () => Promise<PreviewsChunk>
}

type PreviewsChunk = Pick<typeof import('./offThreadPreviews'), 'createPreviewer'>

/** The previews' chunk, loaded with the first preview; a failed load is tried again for the next file. */
const previewsChunk = onDemand<PreviewsChunk>(() => import('./offThreadPreviews'))

/**
 * Uppy's thumbnail generator, off the main thread and bounded: previews are
 * drawn in a worker (`offThreadPreviews`, loaded with the first one; from the
 * page where a host's policy refuses the worker; by Uppy's own code only where
 * the engine cannot draw the image that way); images
 * too large in bytes or in pixels (read from the header first, see
 * `previewPolicy`) keep the file-type icon; and the Dashboard asks again for a
 * preview that failed on each render, so a failure is remembered.
 */
export class PanelThumbnails extends ThumbnailGenerator<PanelMeta, PanelBody> {
  readonly #failed = new Set<string>()
  /**
   * Every id in Uppy's queue, and perhaps some it dropped (a row's request cancelled): the queue is
   * scanned only for these. Scanning it for each row drawn took ~3 ms of a 500-file add.
   */
  readonly #maybeQueued = new Set<string>()
  #previewer: Previewer | undefined
  /** The frame after the first preview was asked for: every preview asked before the worker exists waits for it. */
  #listDrawn: Promise<void> | undefined
  /** Files left with their icon because the previews' chunk could not load: drawn once it loads. */
  readonly #awaitingChunk = new Set<string>()
  /** Failed loads the member was told about: files waiting on the same load are told once. */
  readonly #told = new WeakSet<Promise<unknown>>()
  readonly #onUnavailable: (() => void) | undefined
  readonly #drawnOnceSent: ((file: PanelFile) => boolean) | undefined
  readonly #loadPreviews: () => Promise<PreviewsChunk>

  constructor(uppy: PanelUppy, opts: PanelThumbnailsOptions) {
    super(uppy, opts)
    this.#onUnavailable = opts.onUnavailable
    this.#drawnOnceSent = opts.drawnOnceSent
    this.#loadPreviews = opts.loadPreviews ?? previewsChunk
  }

  /** The Dashboard asks again whenever a file row re-renders; a file already queued or drawn is not decoded twice. */
  override addToQueue(fileID: string): void {
    if (this.#failed.has(fileID) || this.uppy.getFile(fileID)?.preview) return
    if (this.#maybeQueued.has(fileID) && this.queue.includes(fileID)) return
    this.#maybeQueued.add(fileID)
    super.addToQueue(fileID)
  }

  /**
   * A preview finished for a file that was removed meanwhile, or that got one already:
   * its object URL would never be revoked (Uppy swallows the error of the first case).
   */
  override setPreviewURL(fileID: string, preview: string): void {
    const file = this.uppy.getFile(fileID)
    if (!file || file.preview) {
      URL.revokeObjectURL(preview)
      return
    }
    super.setPreviewURL(fileID, preview)
  }

  override async requestThumbnail(file: RequestedFile): Promise<void> {
    // Taken from the queue: asked again from here on, it is queued again (setPreviewURL keeps one preview per file).
    this.#maybeQueued.delete(file.id)
    // The first preview asks for the worker (its chunk, its start, the file handed over): that waits until the
    // list and its upload button are drawn, rather than hold back the frame a member waits for after a pick.
    if (!this.#previewer) {
      this.#listDrawn ??= afterNextPaint()
      await this.#listDrawn
    }
    const listed = this.uppy.getFile(file.id)
    if (this.#failed.has(file.id) || !listed || listed.preview || this.#drawnOnceSent?.(listed)) return
    const previewer = await this.#loadPreviewer(file.id)
    const outcome =
      previewer && file.data instanceof Blob
        ? await previewer.draw(file.data, this.opts.thumbnailWidth ?? 280)
        : 'refused'
    if (outcome instanceof Blob) this.setPreviewURL(file.id, URL.createObjectURL(outcome))
    else if (outcome === 'on-main-thread') await super.requestThumbnail(file)
    if (!this.uppy.getFile(file.id)?.preview) this.#failedIfListed(file.id)
  }

  /**
   * The previewer, its chunk loaded with the first preview. A chunk that cannot load (offline, a new
   * deploy) leaves the icon, never an unbounded decode; the next file loads it again, and once it is
   * there the files left waiting get their previews.
   */
  async #loadPreviewer(fileID: string): Promise<Previewer | null> {
    if (this.#previewer) return this.#previewer
    const loading = this.#loadPreviews()
    try {
      const chunk = await loading
      this.#previewer ??= chunk.createPreviewer()
    } catch {
      this.#awaitingChunk.add(fileID)
      if (!this.#told.has(loading)) this.#onUnavailable?.()
      this.#told.add(loading)
      return null
    }
    const waiting = [...this.#awaitingChunk].filter((id) => id !== fileID)
    this.#awaitingChunk.clear()
    for (const id of waiting) {
      this.#failed.delete(id)
      if (this.uppy.getFile(id)) this.addToQueue(id)
    }
    return this.#previewer
  }

  /** Remembered only while the file is listed: files added and cleared again must not pile up here. */
  #failedIfListed(fileID: string): void {
    if (this.uppy.getFile(fileID)) this.#failed.add(fileID)
  }

  readonly #forget = (file: { id: string } | undefined): void => {
    if (!file) return
    this.#failed.delete(file.id)
    this.#maybeQueued.delete(file.id)
    this.#awaitingChunk.delete(file.id)
  }

  override install(): void {
    super.install()
    this.uppy.on('file-removed', this.#forget)
  }

  override uninstall(): void {
    this.#previewer?.close()
    this.uppy.off('file-removed', this.#forget)
    super.uninstall()
  }
}
