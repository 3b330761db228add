import { createHash, randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, FileChooser, Frame, Page } from 'playwright'
import { type Plugin, type PreviewServer, preview } from 'vite'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type RunningUploadServer, startUploadServer } from '../../server/createServer'
import { signatureFor } from '../../src/test/fixtures'
import * as markup from '../../src/test/selectors'
import { launchChromium } from './engines/chromium'

/**
 * Everything an end-to-end test needs, all real: the contract server on
 * loopback, the host playground (built against the built package) served by
 * Vite's preview server that proxies /api to it, and Debian's Chromium.
 */
export interface Stack {
  server: RunningUploadServer
  browser: Browser
  /** An argument only this stack's Chromium was started with, to find its processes. */
  browserMarker: string
  pageUrl: string
  close(): Promise<void>
}

/** The contract server and the host playground in front of it: what every engine's tests load. */
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

export async function startStack(options: { maxFileSize?: number } = {}): Promise<Stack> {
  const host = await startHost(options)
  const browserMarker = `--attachment-e2e-${process.pid}-${Date.now()}`
  const { playwright: browser } = await launchChromium([browserMarker])
  return {
    server: host.server,
    browser,
    browserMarker,
    pageUrl: host.pageUrl,
    async close() {
      await browser.close()
      await host.close()
    },
  }
}

/**
 * The stack of the calling test file or `describe`: started before its tests and closed after
 * them, the server's log reset before each test, and every page a test opened (each in its own
 * browser context) closed after it. The returned stack is usable from the first test on.
 */
export function setUpStack(options: { maxFileSize?: number } = {}): Stack {
  let current: Stack | undefined
  beforeAll(async () => {
    current = await startStack(options)
  }, 120_000)
  afterAll(() => current?.close())
  beforeEach(() => current?.server.reset())
  afterEach(async () => {
    await Promise.all(current?.browser.contexts().map((context) => context.close()) ?? [])
  })
  const started = () => {
    if (!current) throw new Error('The stack starts before the first test (beforeAll)')
    return current
  }
  return {
    get server() {
      return started().server
    },
    get browser() {
      return started().browser
    },
    get browserMarker() {
      return started().browserMarker
    },
    get pageUrl() {
      return started().pageUrl
    },
    close: () => started().close(),
  }
}

export interface TestFile {
  name: string
  mimeType: string
  buffer: Buffer
  sha256: string
}

/** A file of `size` random bytes behind a real PNG or PDF signature, with its SHA-256. */
export function makeFile(name: string, size: number): TestFile {
  const isPdf = name.endsWith('.pdf')
  const head = signatureFor(name)
  const buffer = Buffer.concat([head, randomBytes(Math.max(0, size - head.length))])
  return {
    name,
    mimeType: isPdf ? 'application/pdf' : 'image/png',
    buffer,
    sha256: createHash('sha256').update(buffer).digest('hex'),
  }
}

/** Adds files through the panel's own file input (opening "add more" when files are listed), in a page or frame. */
export async function addFiles(page: Page | Frame, files: readonly TestFile[]) {
  const input = page.locator(markup.fileInput).first()
  if ((await input.count()) === 0) await page.locator(markup.addMore).click()
  await input.setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })))
}

/**
 * Runs `open` (a key press or click that opens the system file chooser) and returns
 * the chooser. Playwright turns chooser interception on with a message it does not
 * wait for, and a lone key press sent right after can overtake it: Chromium then opens
 * an ordinary dialog the test never sees. One round trip in between settles the order
 * (measured under load: 9 of 60 presses missed without it, 0 of 200 with it).
 */
export async function openFileChooser(page: Page, open: (page: Page) => Promise<void>): Promise<FileChooser> {
  const opened = page.waitForEvent('filechooser')
  await page.evaluate(() => undefined)
  const [chooser] = await Promise.all([opened, open(page)])
  return chooser
}

export function statusBarButton(page: Page, action: 'retry' | 'togglePauseResume' | 'cancel') {
  return page.locator(markup.statusBarAction(action))
}

/** Opens the host playground in a fresh browser context and waits for the panel. */
export async function openHost(stack: Stack, query = '', viewport = { width: 900, height: 900 }): Promise<Page> {
  const context = await stack.browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${stack.pageUrl}${query}`)
  await waitForPanelReady(page)
  return page
}

/**
 * The Dashboard renders its insides once it has measured its container, replacing
 * what was there (and dropping focus from it): wait for that before driving it.
 */
export async function waitForPanelReady(page: Page) {
  await page.locator(markup.shown).waitFor()
}

export function uploadButton(page: Page) {
  return page.locator(markup.uploadButton)
}
