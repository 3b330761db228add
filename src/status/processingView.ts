/** A step's progress as Uppy keeps it on a file (`progress.preprocess` / `postprocess`). */
export interface ProcessingProgress {
  mode: 'determinate' | 'indeterminate'
  message?: string | undefined
  value?: number | undefined
  /** Photos prepared of those to prepare, on a photo being prepared before it is sent (`resizePhotos`). */
  prepared?: number | undefined
  toPrepare?: number | undefined
}

interface ProcessedFile {
  progress: { preprocess?: ProcessingProgress | undefined; postprocess?: ProcessingProgress | undefined }
}

/** The step shown while files are processed: the first processed file's mode and message, the mean of the values. */
export function processingOf(files: readonly ProcessedFile[]): ProcessingProgress {
  let first: ProcessingProgress | undefined
  let sum = 0
  let count = 0
  for (const { progress } of files) {
    for (const step of [progress.preprocess, progress.postprocess]) {
      if (!step) continue
      first ??= step
      if (step.mode === 'determinate') {
        sum += step.value ?? 0
        count++
      }
    }
  }
  return { mode: first?.mode ?? 'indeterminate', message: first?.message, value: count ? sum / count : 0 }
}

export function photoPreparationOf(files: readonly ProcessedFile[]): { prepared: number; toPrepare: number } | null {
  for (const { progress } of files) {
    const { prepared, toPrepare } = progress.preprocess ?? {}
    if (prepared !== undefined && toPrepare !== undefined) return { prepared, toPrepare }
  }
  return null
}
