// The README's lazy recipe: the only module that imports the package itself.
import { AttachmentUploadPanel } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
export default AttachmentUploadPanel
