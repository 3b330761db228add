/** The three browser engines members use: Chromium (Chrome, Edge, Android), Firefox, WebKit (Safari, every iPhone browser). */
export type EngineName = 'chromium' | 'firefox' | 'webkit'

export const ENGINE_NAMES: readonly EngineName[] = ['chromium', 'firefox', 'webkit']

export interface Viewport {
  width: number
  height: number
}

/**
 * One engine's browser, driven by the tool that can drive Debian's build of it: Playwright
 * (Chromium), Puppeteer over WebDriver BiDi (Firefox), WebdriverIO over WebKitWebDriver (WebKit).
 * The tests see only this and `EnginePage`, so each test is written once for all three.
 */
export interface EngineBrowser {
  readonly engine: EngineName
  /** Product and version as the browser reports it, e.g. "Firefox/153.7.0esr". */
  readonly version: string
  /** A page in a fresh context (no cookies, storage or cache shared with earlier pages), at `url`. */
  openPage(url: string, viewport: Viewport): Promise<EnginePage>
  /** Closes every page opened so far. */
  closePages(): Promise<void>
  close(): Promise<void>
}

/** What a test does to a page: real input through the engine's automation, and script for reading. */
export interface EnginePage {
  readonly engine: EngineName
  /** Runs `fn` in the page with one serialisable argument; `fn` must not close over test variables. */
  evaluate<Arg, Result>(fn: (arg: Arg) => Result, arg: Arg): Promise<Awaited<Result>>
  /** A real click on the first element matching `selector` (scrolled into view). */
  click(selector: string): Promise<void>
  /** Replaces the text of an input as typing would (input events a React field sees). */
  fill(selector: string, value: string): Promise<void>
  /** Sets the files of a file input from paths on disk, as the system file chooser would. */
  setInputFiles(selector: string, paths: readonly string[]): Promise<void>
  close(): Promise<void>
}
