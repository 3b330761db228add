import type { PanelFile, PanelUppy } from '../core/panelTypes'
import { toUploadedFile } from '../outcome/toUploadedFile'
import type { ProcessingStep } from '../types'

type Stage = 'preprocess' | 'postprocess'

/** The host's steps of one stage as one Uppy pre- or post-processor, showing each step's message on the files. Only
 * registered while steps exist: a registered post-processor makes Uppy show "postprocessing" after every upload. */
export class ProcessingStage {
  readonly #uppy: PanelUppy
  readonly #stage: Stage
  readonly #getSteps: () => readonly ProcessingStep[] | undefined
  readonly #onFailure: (files: PanelFile[]) => void
  #registered = false

  constructor(
    uppy: PanelUppy,
    stage: Stage,
    getSteps: () => readonly ProcessingStep[] | undefined,
    onFailure: (files: PanelFile[]) => void,
  ) {
    this.#uppy = uppy
    this.#stage = stage
    this.#getSteps = getSteps
    this.#onFailure = onFailure
  }

  sync(): void {
    this.#setRegistered((this.#getSteps()?.length ?? 0) > 0)
  }

  remove(): void {
    this.#setRegistered(false)
  }

  #setRegistered(wanted: boolean): void {
    if (wanted === this.#registered) return
    if (this.#stage === 'preprocess') {
      if (wanted) this.#uppy.addPreProcessor(this.#process)
      else this.#uppy.removePreProcessor(this.#process)
    } else if (wanted) this.#uppy.addPostProcessor(this.#process)
    else this.#uppy.removePostProcessor(this.#process)
    this.#registered = wanted
  }

  #process = async (fileIds: string[]): Promise<void> => {
    const uppy = this.#uppy
    const isPre = this.#stage === 'preprocess'
    // Post-processing concerns the files that were accepted; pre-processing all of the run's files.
    const files = fileIds
      .map((id) => uppy.getFile(id))
      .filter((file): file is PanelFile => !!file && !file.error && (isPre || !!file.progress.uploadComplete))
    if (files.length === 0) return
    try {
      for (const step of this.#getSteps() ?? []) {
        for (const file of files) {
          const progress = { mode: 'indeterminate', message: step.message } as const
          if (isPre) uppy.emit('preprocess-progress', file, progress)
          else uppy.emit('postprocess-progress', file, progress)
        }
        await step.run(files.map(toUploadedFile))
      }
    } catch {
      this.#onFailure(files)
    } finally {
      for (const file of files) {
        const current = uppy.getFile(file.id)
        if (!current) continue
        if (isPre) uppy.emit('preprocess-complete', current)
        else uppy.emit('postprocess-complete', current)
      }
    }
  }
}
