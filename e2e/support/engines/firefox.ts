import { rmSync } from 'node:fs'
import puppeteer, { type BrowserContext, type ElementHandle } from 'puppeteer-core'
import { firefoxExecutablePath } from '../../../tools/browsers.ts'
import { type EngineBrowser, type EnginePage, splitChord, type Viewport } from './types.ts'

/**
 * Debian's Firefox ESR through Puppeteer, which speaks WebDriver BiDi to Firefox's own remote
 * agent (no geckodriver, which is not packaged). Playwright cannot drive a stock Firefox.
 */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutablePath,
    headless: true,
    extraPrefsFirefox: {
      // A test's page is never in the background; keep its timers at full rate like a visible tab's.
      'dom.min_background_timeout_value': 4,
    },
  })
  const contexts = new Set<BrowserContext>()
  return {
    engine: 'firefox',
    version: await browser.version(),
    async openPage(url: string, viewport: Viewport): Promise<EnginePage> {
      const context = await browser.createBrowserContext()
      contexts.add(context)
      const page = await context.newPage()
      await page.setViewport(viewport)
      await page.goto(url)
      return {
        engine: 'firefox',
        // Puppeteer's own argument type flattens handles, which these tests never pass.
        evaluate: <Arg, Result>(fn: (arg: Arg) => Result, arg: Arg) =>
          page.evaluate(fn as (arg: unknown) => Result, arg) as Promise<Awaited<Result>>,
        click: (selector) => page.locator(selector).click(),
        clickAt: ({ x, y }) => page.mouse.click(x, y),
        screenshot: () => page.screenshot({ type: 'png' }),
        async fill(selector, value) {
          // As a member replaces a field's text: all of it selected, then keys. Not Puppeteer's `fill`: it empties the
          // field by script, with no input event, and the file card's field, which Preact draws from its own state,
          // got its old value back before the keys came ('umowa.pdfumowa-najmu.pdf' in a busy run).
          await page.locator(selector).click()
          await page.keyboard.down('Control')
          await page.keyboard.press('KeyA')
          await page.keyboard.up('Control')
          if (value === '') await page.keyboard.press('Backspace')
          else await page.keyboard.type(value)
        },
        async setInputFiles(selector, paths) {
          const input = (await page.waitForSelector(selector)) as ElementHandle<HTMLInputElement> | null
          if (!input) throw new Error(`No file input ${selector}`)
          await input.uploadFile(...paths)
        },
        async press(chord) {
          const { modifiers, key } = splitChord(chord)
          for (const modifier of modifiers) await page.keyboard.down(modifier)
          await page.keyboard.press(key === 'A' ? 'KeyA' : key)
          for (const modifier of modifiers.reverse()) await page.keyboard.up(modifier)
        },
        type: (text) => page.keyboard.type(text),
        // A string is evaluated by WebDriver BiDi in the page's realm, outside the page's CSP.
        runScript: async (source) => {
          await page.evaluate(source)
        },
        reload: async () => {
          await page.reload()
        },
        close: async () => {
          contexts.delete(context)
          await context.close()
        },
      }
    },
    async closePages() {
      await Promise.all([...contexts].map((context) => context.close()))
      contexts.clear()
    },
    close: () => browser.close(),
    kill() {
      const firefox = browser.process()
      if (!firefox?.pid) return
      // Puppeteer starts Firefox as the leader of its own process group: the group holds its content processes.
      process.kill(-firefox.pid, 'SIGKILL')
      // The profile Puppeteer made for it, which its close would have removed.
      const profileAt = firefox.spawnargs.indexOf('--profile')
      const profile = profileAt === -1 ? undefined : firefox.spawnargs[profileAt + 1]
      if (profile) rmSync(profile, { recursive: true, force: true })
    },
  }
}
