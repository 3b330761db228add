import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, relative, sep } from 'node:path'
import { type Plugin, type PreviewServer, preview } from 'vite'
import { type RunningUploadServer, startUploadServer } from '../../server/createServer'

/**
 * The contract server on loopback and the host playground (built against the built package) in front of it,
 * served by Vite's preview server that proxies /api to it: what every end-to-end test of the panel loads.
 */
export interface Host {
  server: RunningUploadServer
  pageUrl: string
  /**
   * The built playground's scripts its page does not load statically (`/assets/….js`): each fails while
   * failing is on (the `lateScripts` option, `setLateScripts`), and is served as usual while it is off.
   */
  lateScripts: readonly string[]
  /**
   * Switches the failing of `lateScripts` while pages stay open, from the next request on: a failure mode, or
   * `undefined` to serve them again (the connection came back, the deploy's files returned).
   */
  setLateScripts(failure: LateScriptFailure | undefined): void
  /** Each request for one of `lateScripts` that was made to fail, in order (its path). */
  failedLateScripts(): string[]
  /** Each request for one of `lateScripts` that was served (failing off), in order (its path). */
  servedLateScripts(): string[]
  /** Failing as the `lateScripts` option started it, and both records emptied (for the next test). */
  resetLateScripts(): void
  close(): Promise<void>
}

/**
 * How the scripts the page loads later (the package's `import()` chunks and its worker) fail: `missing`
 * answers 404, as after a host's new deploy (the old hashed files gone); `network-error` closes the
 * connection without an answer, as a dropped connection does.
 */
export type LateScriptFailure = 'missing' | 'network-error'

const PLAYGROUND_DIST = join(import.meta.dirname, '../../playground/dist')
const PLAYGROUND_PUBLIC = join(import.meta.dirname, '../../playground/public')

const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)

/**
 * The built playground's JavaScript files its page does not load statically, as URL paths. Loaded statically:
 * what `index.html` names in `<script type="module" src>` and `<link rel="modulepreload" href>` (Vite lists
 * the entry's static imports there). The host's own unhashed files from `public/` (its service worker) are
 * left alone: a deploy does not remove them.
 */
export function lateScriptsOfPlayground(dist = PLAYGROUND_DIST): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  const statics = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    let url: string | undefined
    if (tag.startsWith('<script') && attribute(tag, 'type') === 'module') url = attribute(tag, 'src')
    if (tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload') url = attribute(tag, 'href')
    if (url) statics.add(new URL(url, 'http://host/').pathname)
  }
  if (statics.size === 0) throw new Error(`${dist}/index.html loads no module script: not a built playground`)
  const hostOwn = new Set(filesUnder(PLAYGROUND_PUBLIC))
  return filesUnder(dist)
    .filter((path) => /\.m?js$/.test(path) && !statics.has(path) && !hostOwn.has(path))
    .sort()
}

/** What the late scripts' middleware does now (read per request) and what it has done. */
interface LateScriptsState {
  failure: LateScriptFailure | undefined
  failed: string[]
  served: string[]
}

/**
 * Fails every request for one of `scripts` as `state.failure` says at that moment, or serves it when that is
 * `undefined`; records each in `state.failed` or `state.served`.
 */
function lateScriptsFailing(scripts: ReadonlySet<string>, state: LateScriptsState): Plugin {
  return {
    name: 'late-scripts-failing',
    configurePreviewServer(server) {
      // Added here (not in a returned hook): runs before the preview server's static files.
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://host/').pathname
        if (!scripts.has(path)) return next()
        const { failure } = state
        if (failure === undefined) {
          state.served.push(path)
          return next()
        }
        state.failed.push(path)
        if (failure === 'network-error') {
          request.socket.destroy()
          return
        }
        response.statusCode = 404
        response.setHeader('Content-Type', 'text/plain; charset=utf-8')
        response.end('Not Found')
      })
    },
  }
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
export async function startHost(
  options: { maxFileSize?: number; lateScripts?: LateScriptFailure } = {},
): Promise<Host> {
  const lateScripts = lateScriptsOfPlayground()
  const late: LateScriptsState = { failure: options.lateScripts, failed: [], served: [] }
  const plugins = [viewportFramePage, lateScriptsFailing(new Set(lateScripts), late)]
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
    plugins,
  })
  const address = web.httpServer.address() as AddressInfo
  return {
    server,
    pageUrl: `http://127.0.0.1:${address.port}/`,
    lateScripts,
    setLateScripts(failure) {
      late.failure = failure
    },
    failedLateScripts: () => [...late.failed],
    servedLateScripts: () => [...late.served],
    resetLateScripts() {
      late.failure = options.lateScripts
      late.failed.length = 0
      late.served.length = 0
    },
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
