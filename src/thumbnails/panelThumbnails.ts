import ThumbnailGenerator from '@uppy/thumbnail-generator'
import type { PanelBody, PanelMeta } from '../core/panelTypes'

/** Larger images get the file-type icon instead of a preview. */
export const THUMBNAIL_MAX_BYTES = 25 * 1024 * 1024

type RequestedFile = Parameters<ThumbnailGenerator<PanelMeta, PanelBody>['requestThumbnail']>[0]

let definedClass: typeof ThumbnailGenerator<PanelMeta, PanelBody> | undefined

/**
 * Uppy's thumbnail generator, bounded: it decodes the whole image to draw a
 * preview, which for a very large photo would hold hundreds of megabytes in the
 * page, and the Dashboard asks again for a preview that failed on each render.
 * Such files keep the file-type icon.
 *
 * Defined on first use, not at import: in the CommonJS build on Node 20 a
 * required ES module's default export is not a class until then (server
 * rendering only imports the package).
 */
export function panelThumbnailsPlugin(): typeof ThumbnailGenerator<PanelMeta, PanelBody> {
  definedClass ??= class PanelThumbnails extends ThumbnailGenerator<PanelMeta, PanelBody> {
    readonly #failed = new Set<string>()

    override requestThumbnail(file: RequestedFile): Promise<void> {
      if ((file.size ?? 0) > THUMBNAIL_MAX_BYTES || this.#failed.has(file.id)) return Promise.resolve()
      return super.requestThumbnail(file).then(() => {
        if (!this.uppy.getFile(file.id)?.preview) this.#failed.add(file.id)
      })
    }
  }
  return definedClass
}
