/** The parts of a listed file that say where it is in a run. */
export interface FileInRun {
  id: string
  type: string
  isPaused?: boolean | undefined
  error?: string | null | undefined
  progress: { bytesUploaded?: number | false | undefined }
}

/**
 * Whether a photo is still to be scaled down before it is sent (`resizePhotos` on): a JPEG of a run under way
 * whose bytes have not started to go, neither paused nor failed. Its preview is best drawn once its bytes go,
 * from the scaled photo: decoding the whole photo for a preview meanwhile takes as long as its scaling, and on a
 * phone's few cores holds back the first photo to send (0.7 s in a browser held to half a core).
 */
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
