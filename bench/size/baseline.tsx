// The same host page with the plain Uppy wiring of bench/pages/BaselineUploader.tsx.
import { createRoot } from 'react-dom/client'
import { BaselineUploader } from '../pages/BaselineUploader'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <main>
      <h1>Załączniki</h1>
      <BaselineUploader
        endpoint="/api/member/v1/attachments/upload"
        token="member-token"
        maxFileSize={10_485_760}
        maxFiles={10}
      />
    </main>,
  )
