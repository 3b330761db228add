// A bundled app (Vite, Next.js): moduleResolution "bundler", JSX, the stylesheet imported for its effect.
import { AttachmentUploadPanel, type CompleteSuccessResult } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'

export function Attachments({ onDone }: { onDone: (result: CompleteSuccessResult) => void }) {
  return <AttachmentUploadPanel token="t" settings={{ maxFiles: 3, maxFileSize: 1000 }} onCompleteSuccess={onDone} />
}
