// The one way out of `EnginePage` to Playwright, for what only Chromium's DevTools can do: offline and media
// emulation, storage quotas and other protocol commands, the file chooser's event, accessibility-tree snapshots,
// frames, console and page errors, a persistent profile. Everything the three drivers can do goes through
// `EnginePage` and ./actions.ts; a test reaches Playwright only through these functions, which name why.
import { chromium, type FileChooser, type Frame, type Page } from 'playwright'
import { chromiumLaunchOptions } from '../../tools/chromium'
import { type EngineStack, type StackOptions, setUpEngineStack } from './engineStack'
import type { EnginePage, Viewport } from './engines'
import { chromiumEnginePage, launchChromium, playwrightPageOf } from './engines/chromium'

export type { Page } from 'playwright'

/** The Playwright page behind `page`. Throws for a page of another engine: the test cannot run there. */
export function playwrightPage(page: EnginePage): Page {
  const playwright = playwrightPageOf(page)
  if (!playwright) {
    throw new Error(
      `${page.engine}: this step needs Chromium's DevTools through Playwright (e2e/support/chromiumOnly.ts)`,
    )
  }
  return playwright
}

/** A page or frame Playwright opened itself (a frame the page made, say), driven as an `EnginePage`. */
export const enginePageOf = (target: Page | Frame): EnginePage =>
  chromiumEnginePage(target, async () => {
    if (!('page' in target)) await target.close()
  })

/** A stack on Chromium, whatever the Vitest project, whose browser has `browserMarker` on its command line. */
interface ChromiumStack extends EngineStack {
  /** An argument only this stack's Chromium was started with, to find its processes (/proc). */
  readonly browserMarker: string
}

let stacks = 0

/** `setUpEngineStack` on Chromium: for a test that needs DevTools or Chromium's processes. */
export function setUpChromiumStack(options: StackOptions = {}): ChromiumStack {
  const browserMarker = `--attachment-e2e-${process.pid}-${Date.now()}-${++stacks}`
  const stack = setUpEngineStack(options, 'chromium', async () => ({
    browser: await launchChromium([browserMarker]),
    owned: true,
  }))
  return Object.assign(stack, { browserMarker })
}

/**
 * Runs `open` (a key press or click that opens the system file chooser) and returns the chooser. Playwright
 * turns chooser interception on with a message it does not wait for, and a lone key press sent right after can
 * overtake it: Chromium then opens an ordinary dialog the test never sees. One round trip in between settles
 * the order (measured under load: 9 of 60 presses missed without it, 0 of 200 with it).
 */
export async function openFileChooser(page: EnginePage, open: () => Promise<void>): Promise<FileChooser> {
  const playwright = playwrightPage(page)
  const opened = playwright.waitForEvent('filechooser')
  await playwright.evaluate(() => undefined)
  const [chooser] = await Promise.all([opened, open()])
  return chooser
}

/**
 * Chromium with its profile in `profile` (kept between launches, as a member's browser keeps its own), at `url`.
 * Closing the page quits this browser.
 */
export async function openWithProfile(profile: string, url: string, viewport: Viewport): Promise<EnginePage> {
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions(), viewport })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(url)
  return chromiumEnginePage(page, () => context.close())
}
