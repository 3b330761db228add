import ThumbnailGenerator from '@uppy/thumbnail-generator'
import type { PanelBody, PanelMeta } from '../core/panelTypes'
import { readHead } from '../readHead'
import { HEADER_BYTES, imageDimensions } from './imageDimensions'
import { previewAllowed } from './previewPolicy'

type RequestedFile = Parameters<ThumbnailGenerator<PanelMeta, PanelBody>['requestThumbnail']>[0]

let definedClass: typeof ThumbnailGenerator<PanelMeta, PanelBody> | undefined

/**
 * Uppy's thumbnail generator, bounded: it decodes the whole image to draw a
 * preview, so images too large in bytes or in pixels (read from the header
 * first, see `previewPolicy`) keep the file-type icon; and the Dashboard asks
 * again for a preview that failed on each render, so a failure is remembered.
 *
 * Defined on first use: a leftover of the CommonJS build, whose required ES
 * modules had no default class at import. The package is ES modules only now;
 * this can become a plain top-level class.
 */
export function panelThumbnailsPlugin(): typeof ThumbnailGenerator<PanelMeta, PanelBody> {
  definedClass ??= class PanelThumbnails extends ThumbnailGenerator<PanelMeta, PanelBody> {
    readonly #failed = new Set<string>()

    /** The Dashboard asks again whenever a file row re-renders; a file already queued or drawn is not decoded twice. */
    override addToQueue(fileID: string): void {
      if (this.queue.includes(fileID) || this.#failed.has(fileID) || this.uppy.getFile(fileID)?.preview) return
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
      if (this.#failed.has(file.id) || this.uppy.getFile(file.id)?.preview) return
      if (!previewAllowed(file.size ?? 0, await readDimensions(file.data))) {
        this.#failedIfListed(file.id)
        return
      }
      await super.requestThumbnail(file)
      if (!this.uppy.getFile(file.id)?.preview) this.#failedIfListed(file.id)
    }

    /** Remembered only while the file is listed: files added and cleared again must not pile up here. */
    #failedIfListed(fileID: string): void {
      if (this.uppy.getFile(fileID)) this.#failed.add(fileID)
    }

    readonly #forget = (file: { id: string } | undefined): void => {
      if (file) this.#failed.delete(file.id)
    }

    override install(): void {
      super.install()
      this.uppy.on('file-removed', this.#forget)
    }

    override uninstall(): void {
      this.uppy.off('file-removed', this.#forget)
      super.uninstall()
    }
  }
  return definedClass
}

/** The dimensions an image file declares in its header; null when unknown or unreadable. */
async function readDimensions(data: unknown) {
  if (!(data instanceof Blob)) return null
  try {
    return imageDimensions(await readHead(data, HEADER_BYTES))
  } catch {
    return null
  }
}
