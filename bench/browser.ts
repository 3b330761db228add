// The browser side of the bench: a static server for the built pages, Chromium, and CDP measures.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { type Browser, type CDPSession, chromium, type Page } from 'playwright'
import { chromiumLaunchOptions } from '../tools/chromium'
import type { BenchProbe } from './pages/api'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
}

/** Serves `dir` on 127.0.0.1 at a free port. */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    readFile(join(dir, path)).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' })
        res.end(body)
      },
      () => {
        res.writeHead(404)
        res.end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Chromium for the bench; `executablePath` replaces the browser's own (a launcher that runs it under a CPU quota). */
export function launchBrowser(executablePath?: string): Promise<Browser> {
  const options = chromiumLaunchOptions()
  // Precise memory numbers, and a GC the page cannot be blamed for.
  return chromium.launch({
    ...options,
    ...(executablePath ? { executablePath } : {}),
    args: [...options.args, '--enable-precise-memory-info'],
  })
}

/** Runs before any page script: counts object URLs and records long tasks. */
function installProbe(captureStacks: boolean) {
  const probe: BenchProbe = {
    liveUrls: new Map(),
    created: 0,
    revoked: 0,
    captureStacks,
    fileUrls: new Map(),
    longTasks: [],
  }
  window.__benchProbe = probe
  const create = URL.createObjectURL.bind(URL)
  const revoke = URL.revokeObjectURL.bind(URL)
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object)
    probe.created++
    if (object instanceof File) probe.fileUrls.set(object.name, (probe.fileUrls.get(object.name) ?? 0) + 1)
    probe.liveUrls.set(url, probe.captureStacks ? (new Error().stack ?? '') : '')
    return url
  }
  URL.revokeObjectURL = (url: string) => {
    if (probe.liveUrls.delete(url)) probe.revoked++
    revoke(url)
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
}

export interface BenchPage {
  page: Page
  cdp: CDPSession
  close(): Promise<void>
}

export interface PageOptions {
  captureStacks?: boolean
  /** CSS pixels; 1000 × 900 unless given. */
  viewport?: { width: number; height: number }
  /** Runs on the page's CDP session before the page loads (device emulation, throttling). */
  beforeLoad?: (cdp: CDPSession) => Promise<void>
}

/** A fresh context and page on `url`, probe installed, CDP session open, `window.bench` ready. */
export async function openPage(browser: Browser, url: string, options: PageOptions = {}): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1000, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(installProbe, options.captureStacks ?? false)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await options.beforeLoad?.(cdp)
  await page.goto(url)
  await page.waitForFunction(() => typeof window.bench === 'object', undefined, { timeout: 30_000 })
  return { page, cdp, close: () => context.close() }
}

export interface MainThreadMetrics {
  taskMs: number
  scriptMs: number
}

export async function mainThreadMetrics(cdp: CDPSession): Promise<MainThreadMetrics> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0
  return { taskMs: value('TaskDuration') * 1000, scriptMs: value('ScriptDuration') * 1000 }
}

export interface MemorySnapshot {
  /** The whole V8 heap (`Runtime.getHeapUsage`), compiled code included. */
  heapBytes: number
  /** What the page's scripts keep: a heap snapshot's objects, strings, arrays, closures… */
  objectBytes: number
  /** V8's compiled code in the snapshot (machine code, bytecode, feedback, deopt data). */
  codeBytes: number
  nodes: number
  listeners: number
  documents: number
  liveUrls: number
  urlsCreated: number
}

/**
 * One heap snapshot, summed by what grows. A page whose code runs more gets more of it optimised
 * (hundreds of KB of machine code over the first few dozen cycles, then it levels off): heap growth,
 * but nothing the page keeps. Left out of both sums: V8's hidden classes (`object shape`: they are
 * made and generalised as that code is optimised) and Blink's C++ objects (`native`: DevTools keeps
 * a record of every blob URL fetched while it is attached, and the DOM is counted by its own counters).
 */
async function snapshotBytes(cdp: CDPSession): Promise<{ objectBytes: number; codeBytes: number }> {
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
  }
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const code = types[0].indexOf('code')
  const notKept = new Set(['object shape', 'native', 'synthetic'].map((type) => types[0].indexOf(type)))
  let objectBytes = 0
  let codeBytes = 0
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = snapshot.nodes[index + typeAt]
    const size = snapshot.nodes[index + sizeAt] ?? 0
    if (type === code) codeBytes += size
    else if (type !== undefined && !notKept.has(type)) objectBytes += size
  }
  return { objectBytes, codeBytes }
}

/** Heap after two forced GCs (whole, objects kept, compiled code), DOM counters, and the object URLs still unrevoked. */
export async function memorySnapshot(bench: BenchPage): Promise<MemorySnapshot> {
  await bench.cdp.send('HeapProfiler.collectGarbage')
  await bench.cdp.send('HeapProfiler.collectGarbage')
  const heap = await bench.cdp.send('Runtime.getHeapUsage')
  const { objectBytes, codeBytes } = await snapshotBytes(bench.cdp)
  const counters = await bench.cdp.send('Memory.getDOMCounters')
  const urls = await bench.page.evaluate(() => ({
    live: window.__benchProbe.liveUrls.size,
    created: window.__benchProbe.created,
  }))
  return {
    heapBytes: heap.usedSize,
    objectBytes,
    codeBytes,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
    documents: counters.documents,
    liveUrls: urls.live,
    urlsCreated: urls.created,
  }
}
