import { launchEngine } from './index.ts'
import type { EngineBrowser, EngineName } from './types.ts'

/**
 * The engines whose browser the test files of one worker share, and why: a start of Debian's Firefox costs about
 * 10 core-seconds (5 s on an idle two-core machine), WebKit's display, driver and version probe about 1.5; the
 * end-to-end projects run 13 files per engine. Chromium starts in under a second and is not shared: Playwright
 * gives no way to stop its processes at once (below).
 */
const SHARED: ReadonlySet<EngineName> = new Set(['firefox', 'webkit'])

const launching = new Map<EngineName, Promise<EngineBrowser>>()
const started = new Set<EngineBrowser>()

/**
 * Vitest ends a worker with SIGTERM and kills it 500 ms later: too soon for a graceful close, which would leave
 * the browsers running for the rest of the suite. Their processes are stopped at once instead.
 */
function stopBrowsersWithWorker() {
  const stopAll = () => {
    for (const browser of started) browser.kill?.()
    started.clear()
  }
  process.once('exit', stopAll)
  process.once('SIGTERM', () => {
    stopAll()
    process.exit(143)
  })
}

/**
 * The browser of `engine` for the calling test file: one per engine for every file the worker runs (the
 * end-to-end projects run theirs one after another in one worker, `isolate: false` in vitest.config.ts), or the
 * file's own for an engine not shared (`owned`: the caller closes it). Each test still opens fresh pages: a new
 * context, in WebKit a new session.
 */
export async function browserForFile(engine: EngineName): Promise<{ browser: EngineBrowser; owned: boolean }> {
  if (!SHARED.has(engine)) return { browser: await launchEngine(engine), owned: true }
  let launched = launching.get(engine)
  if (!launched) {
    if (launching.size === 0) stopBrowsersWithWorker()
    launched = launchEngine(engine).then((browser) => {
      started.add(browser)
      return browser
    })
    launching.set(engine, launched)
    // A start that failed is tried again by the next file, not handed on as a failure.
    launched.catch(() => launching.delete(engine))
  }
  return { browser: await launched, owned: false }
}
