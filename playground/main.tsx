import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HostApp } from './HostApp'

// A host that is an offline-capable app has a service worker between the page and the API.
if (new URLSearchParams(location.search).has('serviceWorker')) {
  navigator.serviceWorker.register('/host-service-worker.js').catch((error: unknown) => {
    console.error('The host service worker could not be registered', error)
  })
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(
  <StrictMode>
    <HostApp />
  </StrictMode>,
)
