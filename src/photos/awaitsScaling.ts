/** The parts of a listed file that say where it is in a run. */
export interface FileInRun {
  id: string
  type: string
  isPaused?: boolean | undefined
  error?: string | null | undefined
  progress: { bytesUploaded?: number | false | undefined }
}

/** Whether a photo is still to be scaled before it is sent (`resizePhotos`): a JPEG of a run under way, its bytes not
 * yet going, not paused or failed. Its preview waits for the scaled one (`drawnOnceSent`): a decode would delay it. */
export function awaitsScaling(
  file: FileInRun,
  runs: Readonly<Record<string, { fileIDs: readonly string[] }>>,
  resizing: boolean,
): boolean {
  return (
    resizing &&
    file.type === 'image/jpeg' &&
    !file.isPaused &&
    !file.error &&
    !file.progress.bytesUploaded &&
    Object.values(runs).some((run) => run.fileIDs.includes(file.id))
  )
}
