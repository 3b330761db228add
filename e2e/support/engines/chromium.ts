import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright'
import { chromiumLaunchOptions } from '../../../tools/chromium.ts'
import type { EngineBrowser, EnginePage, Viewport } from './types.ts'

/**
 * The Playwright page behind each page this driver made, for the one escape hatch to what only Chromium's
 * DevTools can do (../chromiumOnly.ts). Kept out of `EnginePage`, so a test written for every engine cannot
 * reach it by accident.
 */
const playwrightPages = new WeakMap<EnginePage, Page>()

/** The Playwright page behind `page`, when this driver made it. */
export const playwrightPageOf = (page: EnginePage): Page | undefined => playwrightPages.get(page)

/**
 * A Playwright page, or a frame in one, as an `EnginePage`: the pages `launchChromium` opens, and those Playwright
 * opened itself (a persistent profile, a frame the page made). Keys go to the frame's page, where focus is.
 */
export function chromiumEnginePage(target: Page | Frame, close: () => Promise<void>): EnginePage {
  const page = 'page' in target ? target.page() : target
  const enginePage: EnginePage = {
    engine: 'chromium',
    // Playwright's own argument type unboxes handles, which these tests never pass.
    evaluate: <Arg, Result>(fn: (arg: Arg) => Result, arg: Arg) =>
      target.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Awaited<Result>>,
    click: (selector) => target.locator(selector).first().click(),
    // A frame's points are its page's: the tests' frames (../chromiumOnly.ts) start at the page's corner.
    clickAt: ({ x, y }) => page.mouse.click(x, y),
    screenshot: () => page.screenshot({ type: 'png' }),
    fill: (selector, value) => target.locator(selector).first().fill(value),
    setInputFiles: (selector, paths) =>
      target
        .locator(selector)
        .first()
        .setInputFiles([...paths]),
    press: (keys) => page.keyboard.press(keys),
    type: (text) => page.keyboard.type(text),
    // A string is evaluated through the DevTools protocol, outside the page's CSP.
    runScript: async (source) => {
      await target.evaluate(source)
    },
    reload: async () => {
      if (target === page) await page.reload()
      else await target.goto(target.url())
    },
    close,
  }
  playwrightPages.set(enginePage, page)
  return enginePage
}

/**
 * `E2E_CPU_SLOWDOWN=4` runs each page's main thread 4× slower (DevTools' CPU throttling), as on a
 * phone or a loaded CI machine: the way to find tests that pass only on a fast machine. Workers are
 * not slowed (Chromium throttles the page's main thread only).
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? '1')

/** Debian's Chromium through Playwright; `extraArgs` are added to its command line. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<EngineBrowser> {
  const options = chromiumLaunchOptions()
  const browser: Browser = await chromium.launch({ ...options, args: [...options.args, ...extraArgs] })
  const contexts = new Set<BrowserContext>()
  return {
    engine: 'chromium',
    version: `Chromium/${browser.version()}`,
    async openPage(url: string, viewport: Viewport): Promise<EnginePage> {
      const context = await browser.newContext({ viewport })
      contexts.add(context)
      const page = await context.newPage()
      if (CPU_SLOWDOWN > 1)
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(url)
      return chromiumEnginePage(page, async () => {
        contexts.delete(context)
        await context.close()
      })
    },
    async closePages() {
      await Promise.all([...contexts].map((context) => context.close()))
      contexts.clear()
    },
    close: () => browser.close(),
  }
}
