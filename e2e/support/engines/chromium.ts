import { type Browser, type BrowserContext, chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../../tools/chromium'
import type { EngineBrowser, EnginePage, Viewport } from './types'

/** Debian's Chromium through Playwright. */
export async function launchChromium(
  extraArgs: readonly string[] = [],
): Promise<EngineBrowser & { playwright: Browser }> {
  const options = chromiumLaunchOptions()
  const browser = await chromium.launch({ ...options, args: [...options.args, ...extraArgs] })
  const contexts = new Set<BrowserContext>()
  return {
    engine: 'chromium',
    version: `Chromium/${browser.version()}`,
    playwright: browser,
    async openPage(url: string, viewport: Viewport): Promise<EnginePage> {
      const context = await browser.newContext({ viewport })
      contexts.add(context)
      const page = await context.newPage()
      await page.goto(url)
      return {
        engine: 'chromium',
        // Playwright's own argument type unboxes handles, which these tests never pass.
        evaluate: <Arg, Result>(fn: (arg: Arg) => Result, arg: Arg) =>
          page.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Awaited<Result>>,
        click: (selector) => page.locator(selector).first().click(),
        fill: (selector, value) => page.locator(selector).first().fill(value),
        setInputFiles: (selector, paths) =>
          page
            .locator(selector)
            .first()
            .setInputFiles([...paths]),
        press: (keys) => page.keyboard.press(keys),
        type: (text) => page.keyboard.type(text),
        // A string is evaluated through the DevTools protocol, outside the page's CSP.
        runScript: async (source) => {
          await page.evaluate(source)
        },
        reload: async () => {
          await page.reload()
        },
        close: () => context.close(),
      }
    },
    async closePages() {
      await Promise.all([...contexts].map((context) => context.close()))
      contexts.clear()
    },
    close: () => browser.close(),
  }
}
