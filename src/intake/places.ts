import type { UploadLimits } from '../core/limits'

/** The part of a listed file that decides whether it still takes a place. */
export interface ListedFile {
  progress: { uploadComplete?: boolean | undefined }
}

/** Listed files already uploaded (their attachment exists) and those still waiting to be. */
export function countFiles(files: readonly ListedFile[]): { completed: number; pending: number } {
  let completed = 0
  for (const file of files) if (file.progress.uploadComplete) completed++
  return { completed, pending: files.length - completed }
}

/** Places still free for files not yet in the panel: never negative, 0 while the settings are unusable. */
export function placesForNewFiles(limits: UploadLimits, files: readonly ListedFile[]): number {
  return limits.valid ? Math.max(0, limits.placesLeft - countFiles(files).pending) : 0
}

/** Uppy's `maxNumberOfFiles`: uploaded files stay listed but the host counts them in `existingCount`, so they are added
 * back. Uppy reads 0 as "no limit": "no places" is `null`, refused by the intake's check. Types are set once with the
 * panel's Uppy; size is the intake's check (./sizeLimit.ts: with `resizePhotos`, photos once scaled). */
export function maxFilesFor(limits: UploadLimits, files: readonly ListedFile[]): number | null {
  const maxNumberOfFiles = limits.valid ? limits.placesLeft + countFiles(files).completed : 0
  return maxNumberOfFiles > 0 ? maxNumberOfFiles : null
}
