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
      return isPhoto(file) && !this.#withoutLocation.has(file.data) ? [{ id, data: file.data }] : []
    })
    // One photo after another: each read and rewrite is a few short tasks. All at once, twenty photos' slices,
    // reads and new files came back together in tasks of 100–130 ms on a phone's main thread, right after the press.
    for (const { id, data } of photos) await this.#replace(id, data)
  }

  async #replace(id: string, chosen: Blob): Promise<void> {
    // Unreadable now (deleted, changed on disk): the transport names that when it tries to send it.
    const sent = await this.#read(chosen).catch(() => null)
    const file = this.uppy.getFile(id)
    // Removed, or replaced by the member meanwhile: nothing to do.
    if (!this.isInstalled || file?.data !== chosen) return
    this.#withoutLocation.add(sent ?? chosen)
    if (sent) this.uppy.setFileState(id, { data: sent })
  }
}
