import { defineBrowserProvider } from '@vitest/browser'
import { PreviewBrowserProvider } from '@vitest/browser-preview'
import type { BrowserCommandContext, TestProject } from 'vitest/node'
import type { EngineBrowser, EngineName, EnginePage, Viewport } from '../e2e/support/engines/types'
import { type EngineScreenshotOptions, takeEngineScreenshot } from './engineScreenshot.ts'

/**
 * Vitest's browser mode in Firefox and WebKit, through the e2e drivers that can drive Debian's builds
 * (Puppeteer over WebDriver BiDi for Firefox, WebdriverIO over WebKitWebDriver for WebKit): Vitest's own
 * providers cannot (its Playwright needs patched builds; its WebdriverIO asks for geckodriver and for
 * `safari`). The driver only opens Vitest's test page; the tests run in it as in Chromium.
 *
 * The provider is Vitest's "preview" one with another way to open the page, and keeps its name:
 * Vitest gives a "preview" page `userEvent` from Testing Library (events dispatched in the page, as
 * a story's play function dispatches them), where Playwright's gives real input through DevTools.
 * Real keys and clicks in these engines are the e2e tests' part.
 */
class EngineProvider extends PreviewBrowserProvider {
  readonly #engine: EngineName
  readonly #window: Viewport
  #browser: Promise<EngineBrowser> | undefined
  #page: EnginePage | undefined
  #opened = false

  constructor(project: TestProject, engine: EngineName, window: Viewport) {
    super(project)
    this.#engine = engine
    this.#window = window
    // The preview provider takes no screenshots: the drivers can (./engineScreenshot.ts), for the stories' baselines.
    // Vitest's own command, not one of the typed commands a test calls.
    const register = project.browser?.registerCommand.bind(project.browser) as
      | ((name: string, command: (context: BrowserCommandContext, ...args: never[]) => unknown) => void)
      | undefined
    register?.(
      '__vitest_takeScreenshot',
      (context: BrowserCommandContext, name: string, options: EngineScreenshotOptions = {}) => {
        const page = (context.provider as EngineProvider).#page
        if (!page) throw new Error(`${engine}: no page to take a screenshot of`)
        return takeEngineScreenshot(context, page, name, options)
      },
    )
  }

  override isOpen(): boolean {
    return this.#opened
  }

  override async openPage(_sessionId: string, url: string): Promise<void> {
    this.#opened = true
    // Loaded here, not with the Vitest config: the drivers and their automation libraries are only needed now.
    this.#browser ??= import('../e2e/support/engines/index.ts').then(({ launchEngine }) => launchEngine(this.#engine))
    this.#page = await (await this.#browser).openPage(url, this.#window)
  }

  override async close(): Promise<void> {
    const browser = this.#browser
    this.#browser = undefined
    this.#page = undefined
    this.#opened = false
    await (await browser)?.close()
  }
}

/**
 * A browser-mode config for `engine`, its window `window` large enough for every test's viewport
 * (a smaller one would scale the test frame down). Headless is the drivers' own business: Vitest's
 * preview provider refuses a config that asks for it.
 */
export function engineBrowser(engine: Exclude<EngineName, 'chromium'>, window: Viewport) {
  return {
    enabled: true,
    headless: false,
    ui: false,
    provider: defineBrowserProvider({
      name: 'preview',
      providerFactory: (project: TestProject) => new EngineProvider(project, engine, window),
    }),
    instances: [{ browser: engine }],
    viewport: { width: 900, height: 800 },
  }
}
