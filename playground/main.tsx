import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HostApp } from './HostApp'

// A host that is an offline-capable app has a service worker between the page and the API.
if (new URLSearchParams(location.search).has('serviceWorker')) {
  navigator.serviceWorker.register('/host-service-worker.js').catch((error: unknown) => {
    console.error('The host service worker could not be registered', error)
  })
}

// A browser without usable IndexedDB (some embedded and locked-down browsers): `?storage=missing`
// removes it, `?storage=throwing` makes it throw as a sandboxed iframe's does.
const storage = new URLSearchParams(location.search).get('storage')
if (storage === 'missing') Object.defineProperty(window, 'indexedDB', { value: undefined })
if (storage === 'throwing') {
  Object.defineProperty(window, 'indexedDB', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(
  <StrictMode>
    <HostApp />
  </StrictMode>,
)
