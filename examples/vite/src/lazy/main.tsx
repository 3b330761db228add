// The README's lazy recipe as an app (built by vite.lazy.config.ts, measured for the README's figures): nothing of
// the panel loads before it is shown.
import { lazyAttachmentUploadPanel } from 'attachment-upload-panel/lazy'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'

const AttachmentsPanel = lazyAttachmentUploadPanel(() => import('./AttachmentsPanel'))

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<div style={{ height: 500 }} aria-busy="true" />}>
      <AttachmentsPanel token="member-token" settings={{ maxFiles: 5, maxFileSize: 10 * 1024 * 1024 }} />
    </Suspense>
  </StrictMode>,
)
