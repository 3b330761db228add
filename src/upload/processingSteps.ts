import { currentFileName } from '../displayName'
import type { PanelFile, PanelUppy } from '../panel/createPanelController'
import type { ProcessingStep, UploadedFile } from '../types'

type Stage = 'preprocess' | 'postprocess'

/** The host-facing view of a panel file. */
export function toUploadedFile(file: PanelFile): UploadedFile {
  // Panel files are always local (no remote sources), so their data is a Blob.
  const data = file.data instanceof Blob ? file.data : new Blob([])
  return { id: file.id, name: currentFileName(file), type: file.type, size: file.size ?? data.size, data }
}

/**
 * Runs the host's processing steps as one Uppy pre- or post-processor, showing
 * each step's message on the files. It is registered only while steps exist:
 * a registered post-processor makes Uppy show "postprocessing" after every upload.
 */
export function createProcessingStage(
  uppy: PanelUppy,
  stage: Stage,
  getSteps: () => readonly ProcessingStep[] | undefined,
  onFailure: (files: PanelFile[]) => void,
) {
  const progressEvent = stage === 'preprocess' ? 'preprocess-progress' : 'postprocess-progress'
  const completeEvent = stage === 'preprocess' ? 'preprocess-complete' : 'postprocess-complete'

  const processor = async (fileIds: string[]) => {
    const steps = getSteps() ?? []
    // Post-processing concerns the files that were accepted; pre-processing all of the run's files.
    const files = fileIds
      .map((id) => uppy.getFile(id))
      .filter(
        (file): file is PanelFile =>
          !!file && !file.error && (stage === 'preprocess' || !!file.progress.uploadComplete),
      )
    if (files.length === 0) return
    try {
      for (const step of steps) {
        for (const file of files) uppy.emit(progressEvent, file, { mode: 'indeterminate', message: step.message })
        await step.run(files.map(toUploadedFile))
      }
    } catch {
      onFailure(files)
    } finally {
      for (const file of files) {
        const current = uppy.getFile(file.id)
        if (current) uppy.emit(completeEvent, current)
      }
    }
  }

  let registered = false
  return {
    /** Registers or removes the processor to match whether steps exist now. */
    sync() {
      const wanted = (getSteps()?.length ?? 0) > 0
      if (wanted === registered) return
      if (wanted) {
        if (stage === 'preprocess') uppy.addPreProcessor(processor)
        else uppy.addPostProcessor(processor)
      } else if (stage === 'preprocess') uppy.removePreProcessor(processor)
      else uppy.removePostProcessor(processor)
      registered = wanted
    },
  }
}
