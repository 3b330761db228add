import ThumbnailGenerator, { type ThumbnailGeneratorOptions } from '@uppy/thumbnail-generator'
import { afterNextPaint } from '../core/afterNextPaint'
import { onDemand } from '../core/onDemand'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import type { Previewer } from './offThreadPreviews'

type RequestedFile = Parameters<ThumbnailGenerator<PanelMeta, PanelBody>['requestThumbnail']>[0]

interface PanelThumbnailsOptions extends ThumbnailGeneratorOptions {
  /** The previews' chunk could not load (once per failed load): files keep their icon until it loads. */
  onUnavailable?: () => void
  /** Whether to draw it from the bytes sent (its row asks on progress): a photo to scale, whose decode delays it. */
  drawnOnceSent?: (file: PanelFile) => boolean
  /** Loads the previews' chunk (tests give their own); a failed load must be tried again on the next call. */
  loadPreviews?: () => Promise<PreviewsChunk>
}

/** WebP: Uppy's JPEG puts a transparent logo on black (WebKit, which cannot encode WebP, gives PNG). */
const PANEL_PREVIEWS = {
  lazy: true,
  thumbnailWidth: 280,
  thumbnailType: 'image/webp',
} satisfies ThumbnailGeneratorOptions

type PreviewsChunk = Pick<typeof import('./offThreadPreviews'), 'createPreviewer'>

const previewsChunk = onDemand<PreviewsChunk>(() => import('./offThreadPreviews'))

/** Uppy's generator, bounded (`previewPolicy`) and off the main thread (`offThreadPreviews`) where the engine can. */
export class PanelThumbnails extends ThumbnailGenerator<PanelMeta, PanelBody> {
  readonly #failed = new Set<string>()
  /** Every id in Uppy's queue, maybe some it dropped (a row's request cancelled): only these are looked up there. */
  readonly #maybeQueued = new Set<string>()
  #previewer: Previewer | undefined
  #listDrawn: Promise<void> | undefined
  readonly #awaitingChunk = new Set<string>()
  readonly #told = new WeakSet<Promise<unknown>>()
  readonly #onUnavailable: (() => void) | undefined
  readonly #drawnOnceSent: ((file: PanelFile) => boolean) | undefined
  readonly #loadPreviews: () => Promise<PreviewsChunk>

  constructor(uppy: PanelUppy, opts: PanelThumbnailsOptions = {}) {
    super(uppy, { ...PANEL_PREVIEWS, ...opts })
    this.#onUnavailable = opts.onUnavailable
    this.#drawnOnceSent = opts.drawnOnceSent
    this.#loadPreviews = opts.loadPreviews ?? previewsChunk
  }

  /** The Dashboard asks again on every row render: a file queued, drawn or failed is not decoded again. */
  override addToQueue(fileID: string): void {
    if (this.#failed.has(fileID) || this.uppy.getFile(fileID)?.preview) return
    if (this.#maybeQueued.has(fileID) && this.queue.includes(fileID)) return
    this.#maybeQueued.add(fileID)
    super.addToQueue(fileID)
  }

  /** A preview for a file removed meanwhile (Uppy swallows that error) or given one already: revoked, or it leaks. */
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
    // Until the previewer exists (chunk, worker start, hand-over), previews wait till a pick's list and button show.
    if (!this.#previewer) {
      this.#listDrawn ??= afterNextPaint()
      await this.#listDrawn
    }
    const listed = this.uppy.getFile(file.id)
    if (this.#failed.has(file.id) || !listed || listed.preview || this.#drawnOnceSent?.(listed)) return
    const previewer = await this.#loadPreviewer(file.id)
    const outcome =
      previewer && file.data instanceof Blob
        ? await previewer.draw(file.data, this.opts.thumbnailWidth ?? PANEL_PREVIEWS.thumbnailWidth)
        : 'refused'
    if (outcome instanceof Blob) this.setPreviewURL(file.id, URL.createObjectURL(outcome))
    else if (outcome === 'on-main-thread') await super.requestThumbnail(file)
    if (!this.uppy.getFile(file.id)?.preview) this.#failedIfListed(file.id)
  }

  /** A chunk that cannot load leaves the icon, never an unbounded decode on the page (Uppy's generator). */
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
