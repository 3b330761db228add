import type { UploadProgress } from '../types'

interface RunBytesState {
  files: Record<
    string,
    { size?: number | null; progress: { bytesUploaded?: number | false; bytesTotal?: number | null } }
  >
  currentUploads: Record<string, { fileIDs: readonly string[] }>
}

/** The bytes sent and in all of the files the runs under way hold; `null` when no run is under way. */
export function runBytes({ files, currentUploads }: RunBytesState): UploadProgress | null {
  const held = new Set(Object.values(currentUploads).flatMap((upload) => upload.fileIDs))
  if (held.size === 0) return null
  let bytesSent = 0
  let bytesTotal = 0
  for (const id of held) {
    const file = files[id]
    if (!file) continue
    const total = file.progress.bytesTotal ?? file.size ?? 0
    bytesTotal += total
    bytesSent += Math.min(total, file.progress.bytesUploaded || 0)
  }
  return { bytesSent, bytesTotal }
}
