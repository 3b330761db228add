import type { EventManager } from '@uppy/core'
import { syncGlobalError } from '../core/globalError'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'

/**
 * Pause and resume for an endpoint that cannot resume: pausing aborts the
 * file's request in flight (through the supervisor, so the abort reads as a
 * pause, not a failure), and resuming sends the file again from its first byte.
 */
export class PauseResumePlugin extends PanelPlugin {
  /** Files whose request was aborted for a pause; resuming sends them again. */
  readonly #abortedForPause = new Set<string>()

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelPauseResume')
  }

  protected override subscribe(events: EventManager<PanelMeta, PanelBody>): void {
    // XHR uploads are not resumable in Uppy's sense; this plugin makes them so,
    // which is what makes the Dashboard offer pause and resume.
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

  #pause(fileId: string): void {
    const { supervisor } = this.context
    if (supervisor.isAwaitingAnswer(fileId)) {
      // Its whole body is on the server: let the answer come rather than store the file twice.
      this.uppy.setFileState(fileId, { isPaused: false })
      return
    }
    supervisor.abort(fileId, 'paused')
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
