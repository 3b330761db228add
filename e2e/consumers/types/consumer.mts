// An ES module host in TypeScript: named imports, the public types and the stylesheet subpath.
import { ALLOWED_FILE_TYPES, AttachmentUploadPanel, type AttachmentUploadPanelProps } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'

const props: AttachmentUploadPanelProps = { token: 't', settings: { maxFiles: 3, maxFileSize: 1000 } }
export const panel: [typeof AttachmentUploadPanel, AttachmentUploadPanelProps, readonly string[]] = [
  AttachmentUploadPanel,
  props,
  ALLOWED_FILE_TYPES,
]
