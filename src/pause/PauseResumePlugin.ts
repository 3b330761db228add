import type { EventManager } from '@uppy/core'
import { PAUSE_ABORT_DELAY_MS } from '../core/config'
import { syncGlobalError } from '../core/globalError'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'

/** Pause and resume for an endpoint that cannot resume: a pause aborts the request in flight via the supervisor (read
 * as a pause, not a failure) unless its whole body is, or proves to be, on the server; a resume sends it all again. */
export class PauseResumePlugin extends PanelPlugin {
  readonly #abortedForPause = new Set<string>()
  readonly #pendingAborts = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelPauseResume')
  }

  protected override subscribe(events: EventManager<PanelMeta, PanelBody>): void {
    // XHR uploads are not resumable for Uppy; this plugin makes them so, so the Dashboard offers pause and resume.
    const { capabilities } = this.uppy.getState()
    this.uppy.setState({ capabilities: { ...capabilities, resumableUploads: true } })

    events.on('pause-all', () => {
      for (const file of this.uppy.getFiles()) if (file.isPaused) this.#pause(file.id)
    })
    events.on('resume-all', () => {
      for (const fileId of [...this.#abortedForPause]) this.#resume(fileId)
    })
    events.on('upload-pause', (file, isPaused) => {
      if (!file) return
      if (isPaused) this.#pause(file.id)
      else this.#resume(file.id)
    })
    events.on('upload-error', (file, error, response) => {
      if (!file || !this.uppy.getFile(file.id)) return
      if (this.context.supervisor.reasonForUploadError(error, response) === 'paused') this.#markPaused(file.id)
    })
    events.on('file-removed', (file) => this.#abortedForPause.delete(file.id))
    events.on('cancel-all', () => this.#abortedForPause.clear())
  }

  protected override cleanUp(): void {
    for (const timer of this.#pendingAborts.values()) clearTimeout(timer)
    this.#pendingAborts.clear()
  }

  #pause(fileId: string): void {
    if (this.#keepsGoing(fileId) || this.#pendingAborts.has(fileId)) return
    const { supervisor } = this.context
    // Known to be sending: aborted now. Unreported (a small file on a fast link), it may be on the server already:
    // shown paused now, aborted once the browser could have said so.
    if (!supervisor.isUnreported(fileId)) {
      supervisor.abort(fileId, 'paused')
      return
    }
    const timer = setTimeout(() => {
      this.#pendingAborts.delete(fileId)
      // Resumed, removed or sent meanwhile (Uppy un-pauses a file that succeeds).
      if (!this.uppy.getFile(fileId)?.isPaused || this.#keepsGoing(fileId)) return
      supervisor.abort(fileId, 'paused')
    }, PAUSE_ABORT_DELAY_MS)
    this.#pendingAborts.set(fileId, timer)
  }

  /** A file whose whole body is on the server waits for its answer, unpaused: aborting it would store it twice. */
  #keepsGoing(fileId: string): boolean {
    if (!this.context.supervisor.isAwaitingAnswer(fileId)) return false
    this.uppy.setFileState(fileId, { isPaused: false })
    return true
  }

  /** The aborted request is not a failure: the file waits, paused, to be sent again from the start. */
  #markPaused(fileId: string): void {
    this.#abortedForPause.add(fileId)
    const { progress } = this.uppy.getFile(fileId)
    this.uppy.setFileState(fileId, {
      error: null,
      isPaused: true,
      progress: { ...progress, bytesUploaded: 0, percentage: 0 } as PanelFile['progress'],
    })
    syncGlobalError(this.uppy)
  }

  #resume(fileId: string): void {
    if (!this.#abortedForPause.delete(fileId)) return
    this.uppy.retryUpload(fileId)?.catch(() => {
      // Reported through upload-error.
    })
  }
}
