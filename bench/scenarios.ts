// One function per scenario; each runs one variant once, in a fresh page, and returns its numbers.
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser } from 'playwright'
import type { RunningUploadServer } from '../server/createServer'
import {
  type BenchPage,
  type MemorySnapshot,
  mainThreadMetrics,
  memorySnapshot,
  openPage,
  type PageOptions,
} from './browser'
import type { FileSpec } from './pages/api'
import { descendantsCpuMs } from './processCpu'

/** raw XHR (the limit), Uppy's core and XHR upload without UI (the floor of anything on Uppy), plain Uppy Dashboard, the panel. */
export type Variant = 'raw' | 'headless' | 'baseline' | 'panel'
/** Every page of pages/: the variants, and the phone profile's send scenario's photo-scaling uploaders. */
export type PageName = Variant | 'panelResized' | 'baselineCompressor'
export const MB = 1024 * 1024

export interface BenchContext {
  browser: Browser
  pagesUrl: string
  server: RunningUploadServer
  maxFileSize: number
  captureStacks: boolean
}

let prefixCounter = 0
export const nextPrefix = (label: string) => `${label}-${++prefixCounter}`

/** Page options besides the stack capture, which the context decides. */
export type OpenOptions = Omit<PageOptions, 'captureStacks'>

export function open(ctx: BenchContext, page: PageName, options: OpenOptions = {}): Promise<BenchPage> {
  const query = new URLSearchParams({ endpoint: ctx.server.uploadUrl, maxFileSize: String(ctx.maxFileSize) })
  return openPage(ctx.browser, `${ctx.pagesUrl}/${page}.html?${query}`, {
    ...options,
    captureStacks: ctx.captureStacks,
  })
}

export async function emptyStorage(server: RunningUploadServer) {
  for (const name of await readdir(server.storageDir)) await rm(join(server.storageDir, name), { force: true })
}

/** Fails unless the server stored `count` files under the contract since its last reset. */
export function assertAllStored(ctx: BenchContext, variant: PageName, count: number) {
  const stored = ctx.server.requests().filter((entry) => entry.outcome === 'stored')
  if (stored.length !== count) {
    const outcomes = ctx.server.requests().map((entry) => `${entry.outcome}/${entry.status}`)
    throw new Error(`${variant}: server stored ${stored.length} of ${count} files (${outcomes.join(', ')})`)
  }
}

export interface UploadResult {
  /** From the click on the upload button (raw XHR: starting the requests) to completion. */
  ms: number
  mbPerS: number
  taskMsPerMB: number
  scriptMsPerMB: number
  /** CPU of the whole browser (every process and thread) per MB: NaN where /proc is missing. */
  browserCpuMsPerMB: number
  /**
   * Median over the rows drawn while their file was sent: ms from the server's receipt of the file's request (its
   * first bytes) to the row's own control (the panel's pause, plain Uppy's cancel); NaN without rows.
   */
  rowControlMs?: number
  /** How many rows that median is of: those drawn while their file was sent (the list draws the rows in view). */
  rowsMeasured?: number
}

/** Between the files being listed and the click on the upload button (raw XHR waits as long). */
export const CLICK_AFTER_LISTED_MS = 500

/**
 * A fresh page with `files` PDFs listed (raw XHR: made), left as a member leaves them before clicking
 * "Prześlij": what follows the listing (content checks, previews) is the add scenario's, not the upload's.
 * Returns the page, which the caller closes, and the bytes made.
 */
export async function openWithPdfsListed(
  ctx: BenchContext,
  variant: Variant,
  files: { count: number; size: number },
  prefix: string,
  options: OpenOptions = {},
): Promise<{ bench: BenchPage; bytes: number }> {
  ctx.server.reset()
  const bench = await open(ctx, variant, options)
  try {
    const spec: FileSpec = { kind: 'pdf', ...files, prefix: nextPrefix(prefix) }
    await bench.page.evaluate(() => window.bench.mount())
    const bytes = await bench.page.evaluate((s) => window.bench.makeFiles(s), spec)
    if (variant !== 'raw') await bench.page.evaluate(() => window.bench.add())
    await sleep(CLICK_AFTER_LISTED_MS)
    return { bench, bytes }
  } catch (error) {
    await bench.close()
    throw error
  }
}

/**
 * Uploads `count` × `size` PDFs; checks that the server stored every one under the contract.
 * `options.page` sets the page up (the phone profile's emulation and uplink).
 */
export async function throughput(
  ctx: BenchContext,
  variant: Variant,
  count: number,
  size: number,
  options: { page?: OpenOptions; timeoutMs?: number } = {},
) {
  const { bench, bytes } = await openWithPdfsListed(ctx, variant, { count, size }, 'up', options.page)
  try {
    const before = await mainThreadMetrics(bench.cdp)
    const cpuBefore = descendantsCpuMs()
    const timeoutMs = options.timeoutMs ?? 180_000
    const ms = await bench.page.evaluate((t) => window.bench.upload(t), timeoutMs)
    const cpuAfter = descendantsCpuMs()
    const after = await mainThreadMetrics(bench.cdp)
    assertAllStored(ctx, variant, count)
    const rows = rowControlDelays(ctx, await bench.page.evaluate(() => window.bench.rowControlTimes()))
    const megabytes = bytes / MB
    return {
      ms,
      mbPerS: megabytes / (ms / 1000),
      taskMsPerMB: (after.taskMs - before.taskMs) / megabytes,
      scriptMsPerMB: (after.scriptMs - before.scriptMs) / megabytes,
      browserCpuMsPerMB: (cpuAfter - cpuBefore) / megabytes,
      ...rows,
    } satisfies UploadResult
  } finally {
    await bench.close()
    await emptyStorage(ctx.server)
  }
}

/** Each stored file's delay from its request's receipt to its row's control, by the page's and the server's clock. */
function rowControlDelays(ctx: BenchContext, shown: Record<string, number>) {
  const delays = ctx.server
    .requests()
    .flatMap((entry) => {
      const at = entry.file && shown[entry.file.name]
      return at ? [at - Date.parse(entry.receivedAt)] : []
    })
    .sort((a, b) => a - b)
  return { rowControlMs: delays[Math.floor(delays.length / 2)] ?? Number.NaN, rowsMeasured: delays.length }
}

export interface AddResult {
  /** From the input's `change` to the first frame in which the upload button names every file. */
  listedMs: number
  /** From the same `change` to the first frame with Uppy's list drawn (a file item). */
  uppyListMs: number
  longTaskMs: number
  taskMs: number
}

/** How long the page is left idle after mounting and making the files, before the pick (as the outside measure). */
export const IDLE_BEFORE_ADD_MS = 2000

/**
 * Adds `count` small JPEGs at once to a page idle for IDLE_BEFORE_ADD_MS: time from the input's `change` to the
 * first frame in which the upload button names them all (as an outside measure of issue 50 does), long tasks
 * and main-thread time until `settleMs` later. With `afterUpload`, in a page that has first sent those PDFs and
 * emptied its list with "Gotowe", as a member who sends a second batch does.
 */
export async function addMany(
  ctx: BenchContext,
  variant: Variant,
  count: number,
  settleMs: number,
  afterUpload?: { count: number; size: number },
): Promise<AddResult> {
  ctx.server.reset()
  const bench = await open(ctx, variant)
  try {
    await bench.page.evaluate(() => window.bench.mount())
    if (afterUpload) {
      const spec: FileSpec = { kind: 'pdf', ...afterUpload, prefix: nextPrefix('before-add') }
      await bench.page.evaluate((s) => window.bench.makeFiles(s), spec)
      await bench.page.evaluate(() => window.bench.add())
      await sleep(CLICK_AFTER_LISTED_MS)
      await bench.page.evaluate(() => window.bench.upload(180_000))
      assertAllStored(ctx, variant, afterUpload.count)
      await bench.page.evaluate(() => window.bench.finishRun())
      await emptyStorage(ctx.server)
    }
    await bench.page.evaluate((s) => window.bench.makeFiles(s), {
      kind: 'jpeg',
      count,
      size: 0,
      prefix: nextPrefix('add'),
    } satisfies FileSpec)
    await sleep(IDLE_BEFORE_ADD_MS)
    const before = await mainThreadMetrics(bench.cdp)
    const result = await bench.page.evaluate(async (settle) => {
      const start = performance.now()
      const { buttonFrameMs, listFrameMs } = await window.bench.addFromChange()
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, settle - (performance.now() - start))))
      // Every long task that reaches into the window: the one that lists the files began before
      // `start` (it is this evaluation's own task), sometimes by more than a millisecond.
      const longTaskMs = window.__benchProbe.longTasks
        .filter(([startTime, duration]) => startTime + duration > start)
        .reduce((sum, [, duration]) => sum + duration, 0)
      return { listedMs: buttonFrameMs, uppyListMs: listFrameMs, longTaskMs }
    }, settleMs)
    const after = await mainThreadMetrics(bench.cdp)
    return { ...result, taskMs: after.taskMs - before.taskMs }
  } finally {
    await bench.close()
  }
}

export interface CycleResult {
  before: MemorySnapshot
  after: MemorySnapshot
  /** Creating stacks of the object URLs still live at the end (with --diagnose). */
  liveStacks: string[]
  /** Images decoded for previews per file added (1 = each file once; more = duplicate thumbnails). */
  decodesPerFile: number
}

/**
 * `cycles` × (add `files` JPEGs, wait, "Anuluj"), or with `remount` × (mount, add, wait, unmount).
 * The waits take turns from `dwellMs`: a short one clears while previews are being made, a long one
 * after they are shown. `warmUp` cycles first (V8 is still making objects and code for the paths
 * they take); snapshots after them and after the cycles, each after `quietMs` so thumbnails still
 * being made can finish.
 */
export async function cycles(
  ctx: BenchContext,
  variant: Variant,
  options: {
    cycles: number
    warmUp: number
    files: number
    dwellMs: readonly number[]
    quietMs: number
    remount: boolean
  },
): Promise<CycleResult> {
  const bench = await open(ctx, variant)
  try {
    await bench.page.evaluate((s) => window.bench.makeFiles(s), {
      kind: 'jpeg',
      count: options.files,
      size: 0,
      prefix: nextPrefix('cycle'),
    } satisfies FileSpec)
    if (!options.remount) await bench.page.evaluate(() => window.bench.mount())
    const cycle = (index: number) =>
      bench.page.evaluate(
        async ({ dwellMs, remount }) => {
          if (remount) await window.bench.mount()
          await window.bench.add()
          await new Promise((resolve) => setTimeout(resolve, dwellMs))
          if (remount) await window.bench.unmount()
          else await window.bench.clear()
        },
        { dwellMs: options.dwellMs[index % options.dwellMs.length] ?? 0, remount: options.remount },
      )
    for (let index = 0; index < options.warmUp; index++) await cycle(index)
    await sleep(options.quietMs)
    const before = await memorySnapshot(bench)
    for (let index = 0; index < options.cycles; index++) await cycle(index)
    await sleep(options.quietMs)
    const after = await memorySnapshot(bench)
    const liveStacks = ctx.captureStacks
      ? await bench.page.evaluate(() => [...window.__benchProbe.liveUrls.values()])
      : []
    const decodes = await bench.page.evaluate(() =>
      [...window.__benchProbe.fileUrls.values()].reduce((sum, count) => sum + count, 0),
    )
    return { before, after, liveStacks, decodesPerFile: decodes / (options.files * (options.cycles + options.warmUp)) }
  } finally {
    await bench.close()
  }
}
