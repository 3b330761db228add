import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The panel posts to /api/member/v1/attachments/upload on its own origin; the preview server
// passes /api to the upload API named by UPLOAD_SERVER_URL (the contract server in the smoke test).
const proxy = { '/api': { target: process.env.UPLOAD_SERVER_URL ?? 'http://127.0.0.1:8787', changeOrigin: false } }

export default defineConfig({
  plugins: [react()],
  // Read by the repository's scripts/bundleFigures.ts, for the README's figures.
  build: { manifest: true },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
})
