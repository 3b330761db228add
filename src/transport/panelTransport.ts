import type { EventManager as UppyEventManager } from '@uppy/core'
import { EventManager } from '@uppy/core'
import XHRUpload from '@uppy/xhr-upload'
import { nameToSend } from '../core/displayName'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelMeta, PanelUppy } from '../core/panelTypes'
import { TransportPolicy } from './transportPolicy'

type FormDataUploadArgs = Parameters<XHRUpload<PanelMeta, PanelBody>['createFormDataUpload']>

/** Sends each file under the member's chosen name, or its original one when the panel only cleaned it for display. */
export class PanelTransport extends XHRUpload<PanelMeta, PanelBody> {
  readonly policy: TransportPolicy
  #events: UppyEventManager<PanelMeta, PanelBody> | undefined

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    const policy = new TransportPolicy(uppy, opts.context)
    super(uppy, { ...policy.xhrOptions, id: opts.id ?? 'PanelTransport' })
    this.policy = policy
  }

  override install(): void {
    super.install()
    this.policy.context.uploadGuards.add(this.policy.admitsUpload)
    const events = new EventManager(this.uppy)
    const { failures } = this.policy.context
    const forget = (file: { id: string } | undefined) => file && this.policy.forget(file.id)
    const settled = (file: { id: string } | undefined) => {
      forget(file)
      if (file) failures.forget(file.id)
    }
    events.on('upload-success', settled)
    events.on('upload-error', forget)
    events.on('file-removed', settled)
    events.on('cancel-all', () => this.policy.forgetAll())
    // A retry lifts what the failure's rule allows (../core/failedFiles.ts), whatever button asked.
    events.on('upload-retry', (file) => file && failures.retriedAlone(file.id))
    events.on('retry-all', (files) => failures.retriedTogether(files.map((file) => file.id)))
    this.#events = events
    this.uppy.on('upload-start', this.#startAtZero)
  }

  // Until its first progress event (batched: ./progressBatcher.ts) a row has no percentage, so no ring or pause, as if
  // still waiting: each starts at 0 %.
  readonly #startAtZero = (files: readonly { id: string }[]): void => {
    const started = files.flatMap((file) => {
      const progress = this.uppy.getFile(file.id)?.progress
      return progress && progress.percentage === undefined
        ? [[file.id, { progress: { ...progress, percentage: 0 } }]]
        : []
    })
    if (started.length > 0) this.uppy.patchFilesState(Object.fromEntries(started))
  }

  override uninstall(): void {
    this.uppy.off('upload-start', this.#startAtZero)
    this.#events?.remove()
    this.policy.stop()
    this.policy.context.uploadGuards.delete(this.policy.admitsUpload)
    super.uninstall()
  }

  override createFormDataUpload(file: FormDataUploadArgs[0], opts: FormDataUploadArgs[1]): FormData {
    const named = { ...file, meta: { ...file.meta, name: nameToSend(file) } }
    // Uppy slices every file anew to set its type, delaying each request; one that has its type is sent as is.
    if (!(file.data instanceof Blob) || file.data.type !== file.meta.type)
      return super.createFormDataUpload(named, opts)
    const form = new FormData()
    this.addMetadata(form, named.meta, opts)
    form.append(opts.fieldName, file.data, named.meta.name)
    return form
  }
}
