// A CommonJS host in TypeScript: these imports compile to require() (the "require" condition).
import { AttachmentUploadPanel, type UploadedFile } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'

export const onUploadSuccess = (file: UploadedFile): string => file.name
export const panel = AttachmentUploadPanel
