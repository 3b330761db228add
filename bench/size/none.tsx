// A tiny React host page without any uploader: what React itself costs.
import { createRoot } from 'react-dom/client'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <main>
      <h1>Załączniki</h1>
    </main>,
  )
