import { currentFileName } from '../core/displayName'
import type { PanelFile } from '../core/panelTypes'
import type { UploadedFile } from '../types'

export function toUploadedFile(file: PanelFile): UploadedFile {
  // Panel files are always local (no remote sources), so their data is a Blob.
  const data = file.data instanceof Blob ? file.data : new Blob([])
  return { id: file.id, name: currentFileName(file), type: file.type, size: file.size ?? data.size, data }
}
