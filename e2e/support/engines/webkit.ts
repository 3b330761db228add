import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { Key, remote } from 'webdriverio'
import { miniBrowserPath, webkitDriverPath, xvfbPath } from '../../../tools/browsers.ts'
import { freePort } from '../freePort.ts'
import { cropPng } from '../pixels.ts'
import { type EngineBrowser, type EnginePage, splitChord, type Viewport } from './types.ts'

type Session = Awaited<ReturnType<typeof remote>>

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(50)
  }
}

/**
 * A virtual X display of its own (MiniBrowser 2.50 has no headless mode). Xvfb chooses a free
 * display itself (`-displayfd`): choosing one here raced when two test files started WebKit at once
 * in one process, both took the same number, the loser used the winner's display, and MiniBrowser
 * found no display ("cannot open display") once the winner's file had ended and closed it.
 * `-noreset`: by default an X server resets when its last client leaves, and drops a client that connects
 * meanwhile. A test's next page is a new MiniBrowser started as the last one closes, so now and then it found
 * no display and ended at once; WebKitWebDriver then never answers the new-session request (it stops
 * waiting for a browser that has exited without saying so), and the test timed out. Measured with bare X
 * connections, one opened as the one before closes: 174 of 600 dropped by default, 0 of 600 with `-noreset`.
 */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const number = await new Promise<string>((resolve, reject) => {
      let said = ''
      xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
        said += chunk.toString()
        if (said.includes('\n')) resolve(said.trim())
      })
      xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before choosing a display`)))
      timer = setTimeout(() => reject(new Error('Xvfb chose no display within 10 s')), 10_000)
    })
    return { display: `:${number}`, process: xvfb }
  } catch (error) {
    xvfb.kill()
    throw error
  } finally {
    clearTimeout(timer)
  }
}

async function waitForDriver(port: number) {
  await waitUntil(async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`)
      return response.ok
    } catch {
      return false
    }
  }, 'WebKitWebDriver')
}

/** A WebDriver request that takes longer than this is named in the test's output. */
const SLOW_REQUEST_MS = 10_000

/**
 * Names a WebDriver command still unanswered after the bound, when it reaches it (so a test that times out
 * first still says which command waited), and a request that was sent again.
 */
function reportSlowCommands(session: Session): Session {
  let command = ''
  let watchdog: ReturnType<typeof setTimeout> | undefined
  session.on('command', (sent: { command: string }) => {
    command = sent.command
    clearTimeout(watchdog)
    watchdog = setTimeout(
      () => console.warn(`WebKit: WebDriver ${sent.command} unanswered after ${SLOW_REQUEST_MS} ms`),
      SLOW_REQUEST_MS,
    )
    watchdog.unref()
  })
  session.on('result', () => clearTimeout(watchdog))
  session.on('request.performance', ({ retryCount }: RequestPerformance) => {
    if (retryCount > 0) console.warn(`WebKit: WebDriver ${command} sent again ${retryCount}×`)
  })
  return session
}

/** What WebdriverIO reports of each request it made (`request.performance`). */
interface RequestPerformance {
  retryCount: number
}

/**
 * WebKitGTK's MiniBrowser through its WebDriver (WebKitWebDriver, Debian's webkit2gtk-driver) and
 * WebdriverIO in classic mode, under Xvfb. The driver holds one session at a time, so each page
 * is a session of its own: a fresh browser process, as fresh as a new context elsewhere.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  const xvfb = await startXvfb()
  const port = await freePort()
  // The driver's and MiniBrowser's own output is kept, to be shown when a session cannot start (seen once:
  // a new-session request unanswered for 30 s).
  const driverOutput: string[] = []
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: xvfb.display },
  })
  for (const stream of [driver.stdout, driver.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      driverOutput.push(chunk.toString())
      if (driverOutput.length > 50) driverOutput.shift()
    })
  }
  const stopProcesses = () => {
    driver.kill()
    xvfb.process.kill()
  }
  try {
    await waitForDriver(port)
  } catch (error) {
    stopProcesses()
    throw error
  }
  const sessions = new Set<Session>()
  const endSession = async (session: Session) => {
    sessions.delete(session)
    await session.deleteSession().catch(() => {})
  }
  // The new-session request is made before reportSlowCommands can listen: a browser that cannot start is
  // reported here, with what it and the driver said.
  const startSession = () => {
    const watchdog = setTimeout(() => {
      const browsers = spawnSync('ps', ['-o', 'pid,ppid,stat,etime,args', '--ppid', String(driver.pid)]).stdout
      console.warn(
        `WebKit: no session after ${SLOW_REQUEST_MS} ms; driver and browser said:\n${driverOutput.join('')}\nthe driver's children:\n${browsers}`,
      )
    }, SLOW_REQUEST_MS)
    watchdog.unref()
    return connect()
      .finally(() => clearTimeout(watchdog))
      .then(reportSlowCommands, (error: unknown) => {
        throw new Error(`WebKit: no session (${String(error)}); driver and browser said:\n${driverOutput.join('')}`)
      })
  }
  const connect = () =>
    remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 1,
      // A WebDriver command that hangs fails within this, naming itself, instead of the test timing out
      // silently (seen once in 13 runs of the network cases: a test stopped at 60 s without a failed expectation).
      connectionRetryTimeout: 30_000,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    })
  // The version is reported by the browser, so one short session asks for it.
  const probe = await startSession()
  const version = `WebKit/${await probe.execute(() => /AppleWebKit\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? '?')} (${String(
    (probe.capabilities as { browserVersion?: string }).browserVersion ?? 'WebKitGTK',
  )})`
  await probe.deleteSession()

  return {
    engine: 'webkit',
    version,
    async openPage(url: string, viewport: Viewport): Promise<EnginePage> {
      // One session at a time: a test that opens a second page gets the first one closed.
      await Promise.all([...sessions].map(endSession))
      const session = await startSession()
      sessions.add(session)
      await session.setTimeout({ pageLoad: 30_000, script: 20_000 })
      await session.setWindowSize(viewport.width, viewport.height)
      // MiniBrowser's window is never narrower than 447 px: a phone's width is a frame that wide, the
      // frame being the page's viewport (e2e/support/host.ts, `/__viewport`). Commands then act in it.
      const inner = await session.execute(() => ({ width: window.innerWidth, height: window.innerHeight }))
      const framed = inner.width > viewport.width
      if (framed) {
        const size = { width: String(viewport.width), height: String(inner.height), src: url }
        await session.url(`${new URL(url).origin}/__viewport?${new URLSearchParams(size)}`)
        await session.switchFrame(session.$('iframe'))
      } else await session.url(url)
      const element = async (selector: string) => {
        const found = await session.$(selector)
        await found.waitForExist({ timeout: 10_000 })
        return found
      }
      return {
        engine: 'webkit',
        async evaluate<Arg, Result>(fn: (arg: Arg) => Result, arg: Arg): Promise<Awaited<Result>> {
          // WebdriverIO's own argument type turns elements into handles, which these tests never pass.
          const result: unknown = await session.execute(fn as never, arg as never)
          return result as Awaited<Result>
        },
        click: async (selector) => (await element(selector)).click(),
        async clickAt({ x, y }) {
          // The phone's frame (`/__viewport`) starts at the window's corner: its points are the window's.
          await session
            .action('pointer', { parameters: { pointerType: 'mouse' } })
            .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
            .down({ button: 0 })
            .up({ button: 0 })
            .perform()
        },
        async screenshot() {
          // WebKit's screenshot can show the page a frame late (docs/engines.md): two frames drawn first.
          await session.executeAsync((done: () => void) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done())),
          )
          const png = Buffer.from(await session.takeScreenshot(), 'base64')
          return framed ? cropPng(png, { x: 0, y: 0, width: viewport.width, height: inner.height }) : png
        },
        async fill(selector, value) {
          // As a member replaces a field's text: all of it selected, then keys. Not `setValue`: its Element Clear
          // empties the field without an input event, and the file card's field, which Preact draws from the file's
          // state, could get its old value back before the keys came ('umowa.pdfumowa-najmu.pdf' in a busy run).
          const field = await element(selector)
          await field.click()
          await session.keys([Key.Control, 'a'])
          if (value === '') await session.keys(Key.Backspace)
          for (const character of value) await session.keys(character)
        },
        async setInputFiles(selector, paths) {
          // WebDriver classic's way to choose files: send their paths to the input, one per line.
          const input = await element(selector)
          await session.elementSendKeys(await input.elementId, paths.join('\n'))
        },
        async press(chord) {
          // WebdriverIO presses every key of one call together, then lets them go: one chord per call.
          const { modifiers, key } = splitChord(chord)
          await session.keys([...modifiers.map((modifier) => Key[modifier]), key === 'A' ? 'a' : Key[key]])
        },
        async type(text) {
          for (const character of text) await session.keys(character)
        },
        runScript: async (source) => {
          await session.execute(source)
        },
        // A reload of the frame's page keeps the commands in the frame.
        reload: async () => {
          if (!framed) return session.refresh()
          const before = await session.execute(() => performance.timeOrigin)
          await session.execute(() => location.reload())
          await session.waitUntil(async () =>
            session.execute((old) => performance.timeOrigin !== old && document.readyState === 'complete', before),
          )
        },
        close: () => endSession(session),
      }
    },
    async closePages() {
      await Promise.all([...sessions].map(endSession))
    },
    async close() {
      await Promise.all([...sessions].map(endSession))
      stopProcesses()
    },
    // Each test's session has ended by then (closePages after each test): the driver and the display are left.
    kill: stopProcesses,
  }
}
