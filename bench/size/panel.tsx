// The same host page with the panel, imported by its public name (built package).
import { AttachmentUploadPanel } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
import { createRoot } from 'react-dom/client'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <main>
      <h1>Załączniki</h1>
      <AttachmentUploadPanel token="member-token" settings={{ maxFiles: 10, maxFileSize: 10_485_760 }} />
    </main>,
  )
