// A bundled app (Vite, Next.js): moduleResolution "bundler", JSX, the stylesheet imported for its effect.
import { AttachmentUploadPanel, type CompleteSuccessResult } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
import { lazyAttachmentUploadPanel } from 'attachment-upload-panel/lazy'

export function Attachments({ onDone }: { onDone: (result: CompleteSuccessResult) => void }) {
  return <AttachmentUploadPanel token="t" settings={{ maxFiles: 3, maxFileSize: 1000 }} onCompleteSuccess={onDone} />
}

// Loaded when shown, the response bodies still typed by the panel's type argument.
type StoredAttachment = { id: string }
const LazyPanel = lazyAttachmentUploadPanel(() => import('attachment-upload-panel'))

export function LazyAttachments({ onStored }: { onStored: (id: string) => void }) {
  return (
    <LazyPanel<StoredAttachment>
      token="t"
      settings={{ maxFiles: 3, maxFileSize: 1000 }}
      onUploadSuccess={(_file, response) => onStored(response.body.id)}
    />
  )
}
