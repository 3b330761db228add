// A CommonJS host in TypeScript: these imports compile to require() (the "require" condition).
import { AttachmentUploadPanel, type UploadedFile } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
import { lazyAttachmentUploadPanel } from 'attachment-upload-panel/lazy'

export const onUploadSuccess = (file: UploadedFile): string => file.name
export const panel = AttachmentUploadPanel
export const lazyPanel: typeof AttachmentUploadPanel = lazyAttachmentUploadPanel(async () => ({
  AttachmentUploadPanel,
}))
