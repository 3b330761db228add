import type { EventManager } from '@uppy/core'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { ProcessingStage } from './processingStage'

/** The host's `preprocessSteps` and `postprocessSteps`, shown as Uppy's "preprocessing"/"postprocessing". */
export class ProcessingStepsPlugin extends PanelPlugin {
  readonly #stages: readonly ProcessingStage[]

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelProcessingSteps')
    const { getConfig } = opts.context
    this.#stages = [
      new ProcessingStage(uppy, 'preprocess', () => getConfig().preprocessSteps, this.#markFailed),
      new ProcessingStage(uppy, 'postprocess', () => getConfig().postprocessSteps, this.#markFailed),
    ]
  }

  /** Registers the stages that have steps now (after a prop change). */
  refresh(): void {
    for (const stage of this.#stages) stage.sync()
  }

  protected override subscribe(_events: EventManager<PanelMeta, PanelBody>): void {
    this.refresh()
  }

  protected override cleanUp(): void {
    for (const stage of this.#stages) stage.remove()
  }

  /** A failed step fails the run's files: they stay listed, any retry resends them; the host hears its step failed. */
  #markFailed = (files: PanelFile[]): void => {
    const message = messages.processingFailed(1)
    for (const file of files) {
      if (!this.uppy.getFile(file.id)) continue
      const failure = { kind: 'processing', status: 0, fileMessage: message, noticeMessage: message } as const
      this.context.failures.shown(file.id, { ...failure, resendable: false, remedy: 'retry' })
      this.uppy.setFileState(file.id, { error: message })
    }
    this.uppy.setState({ error: messages.processingFailed(files.length) })
    this.context.feedback.tell('error', messages.processingFailed(files.length))
  }
}
