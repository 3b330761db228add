// What an end-to-end test does to the panel and reads from it, each written once over `EnginePage`, so the same
// step is the same in every engine's tests and in the Chromium-only ones (./chromiumOnly.ts reaches further).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import * as markup from '../../src/test/selectors'
import type { EnginePage } from './engines'
import type { TestFile } from './testFiles'

/** Waits until `selector` matches an element (polling the page: the same in every engine). */
export async function waitForSelector(page: EnginePage, selector: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate((s) => document.querySelector(s) !== null, selector))) {
    if (Date.now() > deadline) throw new Error(`${page.engine}: no element matches ${selector} after ${timeoutMs} ms`)
    await sleep(50)
  }
}

export const count = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelectorAll(s).length, selector)

export const textOf = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector)

/**
 * Adds files through the panel's own file input (opening "add more" when files are listed), from disk: written
 * under `files.fileDir` (an `EngineStack`'s), each engine derives the type from the name, as it does for a
 * member's files. Returns the paths.
 */
export async function addFiles(
  files: { readonly fileDir: string },
  page: EnginePage,
  chosen: readonly TestFile[],
): Promise<string[]> {
  const folder = mkdtempSync(join(files.fileDir, 'pick-'))
  const paths = chosen.map(({ name, buffer }) => {
    const path = join(folder, name)
    writeFileSync(path, buffer)
    return path
  })
  await pickFiles(page, paths)
  return paths
}

/** Picks files already on disk (a large sparse file a test made) through the panel's own file input, as `addFiles` does. */
export async function pickFiles(page: EnginePage, paths: readonly string[]): Promise<void> {
  if ((await count(page, markup.fileInput)) === 0) await page.click(markup.addMore)
  await page.setInputFiles(markup.fileInput, paths)
}

/** Presses the status bar's "Prześlij N plików". */
export const clickUpload = (page: EnginePage) => page.click(markup.uploadButton)

/** Presses one of the status bar's actions: "Ponów", pause or resume, "Anuluj". */
export const clickStatusBarButton = (page: EnginePage, action: 'retry' | 'togglePauseResume' | 'cancel') =>
  page.click(markup.statusBarAction(action))

/** The texts of the panel's notices on screen. */
export const noticeTexts = (page: EnginePage) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((notice) => notice.textContent ?? ''), markup.noticeText)

/** Each failed file's error, as its "?" button names it to assistive technology. */
export const fileErrors = (page: EnginePage) =>
  page.evaluate(
    (s) => [...document.querySelectorAll(s)].map((element) => element.getAttribute('aria-label')),
    markup.fileErrorDetails,
  )

/** The full name of each listed file (the shown one may be shortened: dashboard/longNames.ts), in list order. */
export const listedNames = (page: EnginePage) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].map((name) => name.getAttribute('title') ?? ''),
    `${markup.fileItem} ${markup.fileName}`,
  )

/** Each listed file's full name and the failure reason written in its row (null when it has none), in list order. */
export const failureReasons = (page: EnginePage) =>
  page.evaluate(
    ([itemSelector, nameSelector, reasonSelector]) =>
      [...document.querySelectorAll(itemSelector)].map((item) => ({
        name: item.querySelector(nameSelector)?.getAttribute('title') ?? '',
        reason: item.querySelector(reasonSelector)?.textContent ?? null,
      })),
    [markup.fileItem, markup.fileName, markup.failureReason] as const,
  )

/** How many runs the host saw complete (its `onComplete` callback). */
export const completeRuns = (page: EnginePage) => textOf(page, '[data-testid="complete-runs"]')

/** How many files the host received (its `onUploadSuccess` callback). */
export const receivedCount = (page: EnginePage) => textOf(page, '[data-testid="received-count"]')

/** Moves focus to the first element matching `selector`, as a keyboard user's Tab would reach it. */
export const focus = (page: EnginePage, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector<HTMLElement>(s)
    if (!element) throw new Error(`Nothing to focus: no element matches ${s}`)
    element.focus()
  }, selector)

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
