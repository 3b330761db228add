import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Plugin, type PreviewServer, preview } from 'vite'
import { type RunningUploadServer, startUploadServer } from '../../server/createServer'

/**
 * The contract server on loopback and the host playground (built against the built package) in front of it,
 * served by Vite's preview server that proxies /api to it: what every end-to-end test of the panel loads.
 */
export interface Host {
  server: RunningUploadServer
  pageUrl: string
  close(): Promise<void>
}

/**
 * `/__viewport?width=W&height=H&src=URL`: a page of the same origin that shows `src` in a frame of that size,
 * for an engine whose window cannot be as narrow as a phone (WebKitGTK's MiniBrowser: 447 px at least). The
 * frame is the page's viewport, as a phone's screen is.
 */
const viewportFramePage: Plugin = {
  name: 'viewport-frame-page',
  configurePreviewServer(server) {
    server.middlewares.use('/__viewport', (request, response) => {
      const query = new URL(request.url ?? '', 'http://host').searchParams
      const attribute = (name: string) => (query.get(name) ?? '').replaceAll('&', '&amp;').replaceAll('"', '&quot;')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(
        `<!doctype html><html lang="pl"><title>viewport</title><style>html,body{margin:0}iframe{display:block;border:0}</style>` +
          `<iframe title="strona" width="${attribute('width')}" height="${attribute('height')}" src="${attribute('src')}"></iframe>`,
      )
    })
  },
}

/** Starts the contract server and the host playground; `close` ends both. */
export async function startHost(options: { maxFileSize?: number } = {}): Promise<Host> {
  const server = await startUploadServer({ port: 0, maxFileSize: options.maxFileSize ?? 10 * 1024 * 1024 })
  const web: PreviewServer = await preview({
    configFile: 'playground/vite.config.ts',
    logLevel: 'error',
    preview: {
      host: '127.0.0.1',
      port: 0,
      // A sandboxed iframe (opaque origin) loads the page's module scripts only with CORS.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The contract server's login page too, where its `redirect-login` scenario sends the client.
      proxy: {
        '/api': { target: server.url, changeOrigin: false },
        '/login': { target: server.url, changeOrigin: false },
      },
    },
    plugins: [viewportFramePage],
  })
  const address = web.httpServer.address() as AddressInfo
  return {
    server,
    pageUrl: `http://127.0.0.1:${address.port}/`,
    async close() {
      // The contract server first: it ends requests it holds (a stalled body), which the proxy keeps open.
      await server.close()
      await new Promise<void>((resolve) => {
        const http = web.httpServer as Server
        http.close(() => resolve())
        http.closeAllConnections()
      })
    },
  }
}
