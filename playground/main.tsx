import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HostApp } from './HostApp'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(
  <StrictMode>
    <HostApp />
  </StrictMode>,
)
