import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { RunningUploadServer } from '../../server/createServer'
import * as markup from '../../src/test/selectors'
import { currentEngine, type EngineBrowser, type EngineName, type EnginePage, launchEngine } from './engines'

export type { EnginePage } from './engines'

import { type Host, startHost, type TestFile } from './stack'

/**
 * What a test written once for every engine needs: the contract server and the host playground
 * (as in ./stack.ts) and the browser of the Vitest project's engine (`E2E_ENGINE`).
 */
export interface EngineStack {
  readonly engine: EngineName
  readonly server: RunningUploadServer
  readonly browser: EngineBrowser
  readonly pageUrl: string
  /** Where test files are written for the browser to read, as a member's files are on disk. */
  readonly fileDir: string
}

/**
 * The stack of the calling test file: started before its tests, the server's log, queue and
 * read rate reset before each test, every page closed after it.
 */
export function setUpEngineStack(options: { maxFileSize?: number } = {}): EngineStack {
  let host: Host | undefined
  let browser: EngineBrowser | undefined
  let fileDir: string | undefined
  const engine = currentEngine()
  beforeAll(async () => {
    fileDir = mkdtempSync(join(tmpdir(), `attachment-e2e-${engine}-`))
    host = await startHost(options)
    browser = await launchEngine(engine)
    // The report names the build each file was tried in (README's engine table).
    console.log(`${engine}: ${browser.version}`)
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await host?.close()
    if (fileDir) rmSync(fileDir, { recursive: true, force: true })
  })
  beforeEach(() => host?.server.reset())
  afterEach(() => browser?.closePages())
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The stack starts before the first test (beforeAll)')
    return value
  }
  return {
    engine,
    get server() {
      return started(host).server
    },
    get browser() {
      return started(browser)
    },
    get pageUrl() {
      return started(host).pageUrl
    },
    get fileDir() {
      return started(fileDir)
    },
  }
}

/** Waits until `selector` matches an element (polling the page: the same in every engine). */
export async function waitForSelector(page: EnginePage, selector: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate((s) => document.querySelector(s) !== null, selector))) {
    if (Date.now() > deadline) throw new Error(`${page.engine}: no element matches ${selector} after ${timeoutMs} ms`)
    await sleep(50)
  }
}

/** Opens the host playground in a fresh context and waits until the Dashboard shows its insides. */
export async function openPanel(
  stack: EngineStack,
  query = '',
  viewport = { width: 900, height: 900 },
): Promise<EnginePage> {
  const page = await stack.browser.openPage(`${stack.pageUrl}${query}`, viewport)
  await waitForSelector(page, markup.shown, 30_000)
  return page
}

/**
 * Adds files through the panel's own file input (opening "add more" when files are listed), from
 * disk: each engine derives the type from the name, as it does for a member's files.
 */
export async function addFiles(stack: EngineStack, page: EnginePage, files: readonly TestFile[]): Promise<string[]> {
  const folder = mkdtempSync(join(stack.fileDir, 'pick-'))
  const paths = files.map(({ name, buffer }) => {
    const path = join(folder, name)
    writeFileSync(path, buffer)
    return path
  })
  if ((await count(page, markup.fileInput)) === 0) await page.click(markup.addMore)
  await page.setInputFiles(markup.fileInput, paths)
  return paths
}

export const count = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelectorAll(s).length, selector)

export const textOf = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector)

/** Each failed file's error, as its "?" button names it to assistive technology. */
export const fileErrors = (page: EnginePage) =>
  page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((element) => element.getAttribute('aria-label')),
    markup.fileErrorDetails,
  )

/** The texts of the panel's notices on screen. */
export const noticeTexts = (page: EnginePage) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((notice) => notice.textContent ?? ''), markup.noticeText)

/** How many runs the host saw complete (its `onComplete` callback). */
export const completeRuns = (page: EnginePage) => textOf(page, '[data-testid="complete-runs"]')

/** How many files the host received (its `onUploadSuccess` callback). */
export const receivedCount = (page: EnginePage) => textOf(page, '[data-testid="received-count"]')

export const clickUpload = (page: EnginePage) => page.click(markup.uploadButton)

export const clickStatusBarButton = (page: EnginePage, action: 'retry' | 'togglePauseResume' | 'cancel') =>
  page.click(markup.statusBarAction(action))

/**
 * Text of `texts` lying under any of `targets` (absolutely placed controls cover what they overlap). Throws when
 * either matches nothing: a check of no text, or against no control, would pass without checking.
 */
export const textUnderTargets = (page: EnginePage, texts: string, targets: string) =>
  page.evaluate(
    ([textSelector, targetSelector]) => {
      const boxes = [...document.querySelectorAll(targetSelector)].map((target) => target.getBoundingClientRect())
      if (boxes.length === 0) throw new Error(`No control matches ${targetSelector}`)
      if (!document.querySelector(textSelector)) throw new Error(`No text matches ${textSelector}`)
      const covered: string[] = []
      for (const container of document.querySelectorAll(textSelector)) {
        const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          const hit = [...range.getClientRects()].some((line) =>
            boxes.some(
              (box) => line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom,
            ),
          )
          if (hit) covered.push(node.textContent ?? '')
        }
      }
      return covered
    },
    [texts, targets] as const,
  )
