import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The contract server (server/) answers the panel's requests; same-origin through this proxy.
const apiTarget = `http://127.0.0.1:${process.env.UPLOAD_SERVER_PORT ?? 8787}`
const proxy = { '/api': { target: apiTarget, changeOrigin: false } }

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 5173), proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 4173), proxy },
  build: { outDir: 'dist', emptyOutDir: true },
})
