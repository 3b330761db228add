import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { RunningUploadServer } from '../../server/createServer'
import * as markup from '../../src/test/selectors'
import { waitForSelector } from './actions'
import { currentEngine, type EngineBrowser, type EngineName, type EnginePage } from './engines'
import { browserForFile } from './engines/shared'
import { type Host, type LateScriptFailure, startHost } from './host'

export type { EnginePage } from './engines'

/**
 * What an end-to-end test needs, all real: the contract server and the host playground (./host.ts), and the
 * browser of the Vitest project's engine (`E2E_ENGINE`), driven only through `EnginePage` (./actions.ts).
 */
export interface EngineStack {
  readonly engine: EngineName
  readonly server: RunningUploadServer
  readonly browser: EngineBrowser
  readonly pageUrl: string
  /** Where test files are written for the browser to read, as a member's files are on disk. */
  readonly fileDir: string
  /**
   * The playground's scripts its page loads later, made to fail while failing is on (./host.ts
   * `lateScriptsOfPlayground`): from the start with the `lateScripts` option, or after `setLateScripts`.
   */
  readonly lateScripts: readonly string[]
  /**
   * Switches their failing while the page stays open, from the next request on: a failure mode, or
   * `undefined` to serve them again (a connection that comes back, a deploy whose files return). Each test
   * starts as the `lateScripts` option says.
   */
  setLateScripts(failure: LateScriptFailure | undefined): void
  /** Each request for one of `lateScripts` that was made to fail in this test so far, in order. */
  failedLateScripts(): string[]
  /** Each request for one of `lateScripts` that was served (failing off) in this test so far, in order. */
  servedLateScripts(): string[]
}

export interface StackOptions {
  /** The contract server's size limit (10 MB by default). */
  maxFileSize?: number
  /** Every script the page does not load statically fails so (./host.ts): the package's lazily loaded files. */
  lateScripts?: LateScriptFailure
}

/**
 * The stack of the calling test file or `describe`: started before its tests, the server's log, queue and read
 * rate reset before each test, every page closed after it. Usable from the first test on. The browser is the
 * worker's for the engine where it is shared (./engines/shared.ts). `engine` and `launch` are for
 * ./chromiumOnly.ts, whose tests need a Chromium of their own whatever the project.
 */
export function setUpEngineStack(
  options: StackOptions = {},
  engine: EngineName = currentEngine(),
  launch: () => Promise<{ browser: EngineBrowser; owned: boolean }> = () => browserForFile(engine),
): EngineStack {
  let host: Host | undefined
  let browser: EngineBrowser | undefined
  let ownsBrowser = false
  let fileDir: string | undefined
  beforeAll(async () => {
    fileDir = mkdtempSync(join(tmpdir(), `attachment-e2e-${engine}-`))
    host = await startHost(options)
    ;({ browser, owned: ownsBrowser } = await launch())
    // The report names the build each file was tried in (README's engine table).
    console.log(`${engine}: ${browser.version}`)
  }, 120_000)
  afterAll(async () => {
    await (ownsBrowser ? browser?.close() : browser?.closePages())
    await host?.close()
    if (fileDir) rmSync(fileDir, { recursive: true, force: true })
  })
  beforeEach(() => {
    host?.server.reset()
    host?.resetLateScripts()
  })
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
    get lateScripts() {
      return started(host).lateScripts
    },
    setLateScripts: (failure) => started(host).setLateScripts(failure),
    failedLateScripts: () => started(host).failedLateScripts(),
    servedLateScripts: () => started(host).servedLateScripts(),
  }
}

/**
 * Opens the host playground in a fresh context and waits until the Dashboard shows its insides (it renders them
 * once it has measured its container, replacing what was there and dropping focus from it).
 */
export async function openPanel(
  stack: EngineStack,
  query = '',
  viewport = { width: 900, height: 900 },
): Promise<EnginePage> {
  const page = await stack.browser.openPage(`${stack.pageUrl}${query}`, viewport)
  await waitForSelector(page, markup.shown, 30_000)
  return page
}
