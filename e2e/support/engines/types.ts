/** The three browser engines members use: Chromium (Chrome, Edge, Android), Firefox, WebKit (Safari, every iPhone browser). */
export type EngineName = 'chromium' | 'firefox' | 'webkit'

export const ENGINE_NAMES: readonly EngineName[] = ['chromium', 'firefox', 'webkit']

/** The keys the tests press: one key, or modifiers and a key. */
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'A'
export type KeyChord = KeyName | `${'Shift' | 'Control'}+${KeyName}`

/** A chord's modifiers and its key, e.g. `Control+A` → `{ modifiers: ['Control'], key: 'A' }`. */
export function splitChord(chord: KeyChord): { modifiers: ('Shift' | 'Control')[]; key: KeyName } {
  const parts = chord.split('+')
  return { modifiers: parts.slice(0, -1) as ('Shift' | 'Control')[], key: parts[parts.length - 1] as KeyName }
}

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
  /** Stops the browser's processes at once, without waiting (for a worker about to be killed: ./shared.ts). */
  kill?(): void
}

/** What a test does to a page: real input through the engine's automation, and script for reading. */
export interface EnginePage {
  readonly engine: EngineName
  /** Runs `fn` in the page with one serialisable argument; `fn` must not close over test variables. */
  evaluate<Arg, Result>(fn: (arg: Arg) => Result, arg: Arg): Promise<Awaited<Result>>
  /** A real click on the first element matching `selector` (scrolled into view). */
  click(selector: string): Promise<void>
  /**
   * A real press and release of the primary pointer at `point` of the viewport (CSS pixels), whatever is there: the
   * engine's own hit test decides what gets it, as for a member's tap. `click` aims at an element instead.
   */
  clickAt(point: { x: number; y: number }): Promise<void>
  /** The viewport as a PNG, one pixel per CSS pixel, as the member sees it now. */
  screenshot(): Promise<Uint8Array>
  /** Replaces the text of an input as typing would (input events a React field sees). */
  fill(selector: string, value: string): Promise<void>
  /** Sets the files of a file input from paths on disk, as the system file chooser would. */
  setInputFiles(selector: string, paths: readonly string[]): Promise<void>
  /**
   * Presses a key on the focused element, with modifiers held: `Tab`, `Shift+Tab`, `Enter`,
   * `Escape`, `Control+A` (Playwright's names; each driver translates them).
   */
  press(keys: KeyChord): Promise<void>
  /** Types `text` into the focused element, one key after another. */
  type(text: string): Promise<void>
  /**
   * Runs a script's source as the automation runs its own: not as the page's script, so the host
   * page's Content-Security-Policy (no eval) does not stop it. For tools such as axe-core.
   */
  runScript(source: string): Promise<void>
  /** Reloads the page as the member's reload would (its storage stays; requests in flight end). */
  reload(): Promise<void>
  close(): Promise<void>
}
