import type { PanelFile, PanelUppy } from '../core/panelTypes'
import * as markup from './dashboardMarkup'

/** Uppy's card saves the name its last render knew and re-subscribes to the form's submit only after a frame, so a name
 * typed and saved in one frame loses its end (@uppy/dashboard 6.0.3 `lib/components/FileCard/index.js:25` and `:46`).
 * Canary: the contract test "fileNameInput (fileCardNameAtSave.ts)", which fails once Uppy saves what was typed. */
export function keepNameAtSave(root: HTMLElement, uppy: PanelUppy): () => void {
  let nameAtSave: string | undefined
  const noteNameAtSave = (event: Event) => {
    const field = root.querySelector<HTMLInputElement>(markup.fileNameInput)
    if (field?.form === event.target) nameAtSave = field.value
  }
  const saved = (file: PanelFile | undefined) => {
    if (nameAtSave !== undefined && file && file.meta.name !== nameAtSave)
      uppy.setFileMeta(file.id, { name: nameAtSave })
    nameAtSave = undefined
  }
  root.ownerDocument.addEventListener('submit', noteNameAtSave, true)
  uppy.on('dashboard:file-edit-complete', saved)
  return () => {
    uppy.off('dashboard:file-edit-complete', saved)
    root.ownerDocument.removeEventListener('submit', noteNameAtSave, true)
  }
}
