import type { EventManager } from '@uppy/core'
import { afterNextPaint } from '../core/afterNextPaint'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import { withoutLocation } from './withoutLocation'

const isPhoto = (file: PanelFile | undefined): file is PanelFile & { data: Blob } =>
  file?.type === 'image/jpeg' && file.data instanceof Blob

/**
 * Before JPEGs are sent, takes out where they were taken (EXIF GPS, XMP location), unless the
 * host passes `keepPhotoLocation`. Reads each photo's header only; the rest of what is sent is the
 * chosen file's own bytes. A file whose header cannot be read as a JPEG's is sent as chosen.
 *
 * The headers are read once the photos are listed, one after another, while the member looks at the
 * list: the press then finds them read (twenty phone photos' headers took 0.6 s after the press in a
 * browser held to half a core, with the uplink idle). What is sent is still decided when it is sent.
 */
export class PhotoLocationPlugin extends PanelPlugin {
  /** Files this plugin made: sending one again (a retry, a resume) does not read it again. */
  readonly #withoutLocation = new WeakSet<Blob>()
  /** Each chosen photo's header read, once: when it was listed or when it is sent. A failed read is tried again. */
  readonly #reads = new WeakMap<Blob, Promise<Blob | null>>()
  /** The reads of photos as they are listed, one after another. */
  #listedReads: Promise<void> = Promise.resolve()

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelPhotoLocation')
  }

  protected override subscribe(events: EventManager<PanelMeta, PanelBody>): void {
    this.uppy.addPreProcessor(this.#removeLocations)
    events.on('files-added', (files) => this.#readWhenListed(files))
  }

  protected override cleanUp(): void {
    this.uppy.removePreProcessor(this.#removeLocations)
  }

  #readWhenListed(files: PanelFile[]): void {
    if (this.context.getConfig().keepPhotoLocation) return
    const photos = files.filter(isPhoto)
    if (photos.length === 0) return
    this.#listedReads = this.#listedReads
      .then(() => afterNextPaint())
      .then(async () => {
        for (const { id, data } of photos) {
          // Gone, or sent already: not read for nothing.
          if (!this.isInstalled || this.uppy.getFile(id)?.data !== data) continue
          await this.#read(data).catch(() => {})
        }
      })
  }

  #read(chosen: Blob): Promise<Blob | null> {
    let read = this.#reads.get(chosen)
    if (!read) {
      read = withoutLocation(chosen)
      this.#reads.set(chosen, read)
      read.catch(() => this.#reads.delete(chosen))
    }
    return read
  }

  #removeLocations = async (fileIds: string[]): Promise<void> => {
    if (this.context.getConfig().keepPhotoLocation) return
    const photos = fileIds.flatMap((id) => {
      const file = this.uppy.getFile(id)
      return isPhoto(file) && !this.#withoutLocation.has(file.data) ? [{ id, chosen: file.data }] : []
    })
    // One photo after another, and one state update for them all: twenty photos' reads coming back together, or
    // twenty updates in one task (their headers read while they were listed), took 100–130 ms of a phone's main
    // thread right after the press. Unreadable now (deleted, changed on disk): the transport names that.
    const read: Array<{ id: string; chosen: Blob; sent: Blob | null }> = []
    for (const { id, chosen } of photos) read.push({ id, chosen, sent: await this.#read(chosen).catch(() => null) })
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
