import type { EventManager } from '@uppy/core'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import { withoutLocation } from './withoutLocation'

/** Takes out where JPEGs were taken (EXIF GPS, XMP location) before they are sent, unless `keepPhotoLocation`. Reads
 * only each header, the rest is the chosen file's bytes; a header that is not a JPEG's is sent as chosen. */
export class PhotoLocationPlugin extends PanelPlugin {
  /** Files this plugin made: sending one again (a retry, a resume) does not read it again. */
  readonly #withoutLocation = new WeakSet<Blob>()

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelPhotoLocation')
  }

  protected override subscribe(_events: EventManager<PanelMeta, PanelBody>): void {
    this.uppy.addPreProcessor(this.#removeLocations)
  }

  protected override cleanUp(): void {
    this.uppy.removePreProcessor(this.#removeLocations)
  }

  #removeLocations = async (fileIds: string[]): Promise<void> => {
    if (this.context.getConfig().keepPhotoLocation) return
    const photos = fileIds.flatMap((id) => {
      const data = this.uppy.getFile(id)?.data
      return this.uppy.getFile(id)?.type === 'image/jpeg' && data instanceof Blob && !this.#withoutLocation.has(data)
        ? [{ id, chosen: data }]
        : []
    })
    // One photo after another (all at once, their reads came back together in long main-thread tasks after the press),
    // then one state update the views redraw once. Unreadable now (deleted, changed on disk): the transport names that.
    const read: Array<{ id: string; chosen: Blob; sent: Blob | null }> = []
    for (const { id, chosen } of photos)
      read.push({ id, chosen, sent: await withoutLocation(chosen).catch(() => null) })
    if (!this.isInstalled) return
    const patch: Record<string, Partial<PanelFile>> = {}
    for (const { id, chosen, sent } of read) {
      // Removed, or replaced by the member meanwhile: nothing to do.
      if (this.uppy.getFile(id)?.data !== chosen) continue
      this.#withoutLocation.add(sent ?? chosen)
      if (sent) patch[id] = { data: sent }
    }
    if (Object.keys(patch).length > 0) this.uppy.patchFilesState(patch)
  }
}
