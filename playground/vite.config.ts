import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The contract server (server/) answers the panel's requests; same-origin through this proxy.
const apiTarget = `http://127.0.0.1:${process.env.UPLOAD_SERVER_PORT ?? 8787}`
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  // Where the contract server's `redirect-login` scenario sends the client.
  '/login': { target: apiTarget, changeOrigin: false },
}

/**
 * The built page runs under a Content-Security-Policy without 'unsafe-eval' (and
 * without inline scripts), proving the panel needs neither. Inline *styles* stay
 * allowed: Uppy sets element styles. Loopback origins are allowed for connect-src so
 * tests can point the panel at a closed port. Dev mode skips it: Vite's HMR injects inline scripts.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "connect-src 'self' http://127.0.0.1:* http://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

function contentSecurityPolicy(): Plugin {
  return {
    name: 'playground-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), contentSecurityPolicy()],
  server: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 5173), proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 4173), proxy },
  build: { outDir: 'dist', emptyOutDir: true },
})
