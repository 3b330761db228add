import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { driftedFigures, measureBundleFigures, readmeFigures } from '../scripts/bundleFigures'
import { type RunningUploadServer, startUploadServer } from '../server/createServer'
import * as markup from '../src/test/selectors'
import { WORKER_READY } from '../src/thumbnails/previewProtocol'
import { addFiles, clickUpload, textOf, waitForSelector } from './support/actions'
import { type Page, playwrightPage } from './support/chromiumOnly'
import type { EngineBrowser, EnginePage } from './support/engines'
import { launchChromium } from './support/engines/chromium'
import { freePort } from './support/freePort'
import { keepOutput, startedServing } from './support/startedServer'
import { makeFile, type TestFile, testFile } from './support/testFiles'

/**
 * The examples in examples/ as real hosts: each installs the tarball `npm pack` makes (not
 * this repository), builds for production, starts, and is used in Chromium against the
 * contract server. One file is uploaded; the host's callbacks must fire and the page must
 * log no console error. Next.js also has to render the panel's placeholder on the server
 * and hydrate it.
 */
const packDir = resolve('.tmp/pack')
const EXAMPLES = [
  { name: 'vite', start: ['vite', 'preview', '--host', '127.0.0.1', '--strictPort', '--port'], ssr: false },
  { name: 'next', start: ['next', 'start', '--hostname', '127.0.0.1', '--port'], ssr: true },
] as const

let tarball: string
let server: RunningUploadServer
let browser: EngineBrowser
/** Where the files a test adds are written, for the browser to read from disk. */
let files: { fileDir: string }

beforeAll(async () => {
  rmSync(packDir, { recursive: true, force: true })
  mkdirSync(packDir, { recursive: true })
  // dist/ was built by the project's global setup (e2e/buildOnce.ts).
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { encoding: 'utf8', stdio: 'pipe' }),
  )
  tarball = join(packDir, pack.filename)
  server = await startUploadServer({ port: 0 })
  browser = await launchChromium()
  files = { fileDir: mkdtempSync(join(tmpdir(), 'attachment-e2e-examples-')) }
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (files) rmSync(files.fileDir, { recursive: true, force: true })
})

/**
 * The example at `url` in a fresh page, its console and page errors collected from before it loads (Playwright's
 * events), and `beforeLoad` run first; ready when the panel shows its insides and, with `ssr`, has hydrated.
 */
async function openExample(url: string, ssr: boolean, beforeLoad?: (page: Page) => Promise<void>) {
  const page = await browser.openPage('about:blank', { width: 900, height: 900 })
  const playwright = playwrightPage(page)
  const problems = watchConsole(playwright)
  await beforeLoad?.(playwright)
  await playwright.goto(url)
  await waitForSelector(page, markup.shown, 30_000)
  if (ssr) await waitForSelector(page, '[data-hydrated="true"]')
  return { page, problems }
}

const allTexts = (page: EnginePage, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((element) => element.textContent), selector)

for (const example of EXAMPLES) {
  describe(`examples/${example.name}`, () => {
    const dir = resolve('examples', example.name)
    let app: ChildProcess | undefined
    let url: string

    beforeAll(async () => {
      const env = { ...process.env, UPLOAD_SERVER_URL: server.url, NEXT_TELEMETRY_DISABLED: '1' }
      const step = (command: string, args: string[]) =>
        execFileSync(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'inherit'] })
      // The example's own lockfile for its framework; the package from the tarball, as a user gets it
      // (--no-save: the tarball's name and hash stay out of the committed manifest and lockfile).
      step('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball])
      // A production build, as a host's: Vitest sets NODE_ENV=test, which would bundle React's development build.
      execFileSync('npm', ['run', 'build'], {
        cwd: dir,
        env: { ...env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const port = await freePort()
      app = spawn(join('node_modules', '.bin', example.start[0]), [...example.start.slice(1), String(port)], {
        cwd: dir,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: true,
      })
      url = `http://127.0.0.1:${port}/`
      await startedServing(app, url, keepOutput(app), 60_000)
    }, 600_000)

    afterAll(async () => {
      if (app?.pid && app.exitCode === null) {
        const exited = once(app, 'exit')
        process.kill(-app.pid, 'SIGTERM')
        await exited
      }
    })

    // Only Next.js renders on the server; the Vite SPA has no such test (rather than a skipped one).
    if (example.ssr) {
      it('renders the panel placeholder on the server', async () => {
        const html = await (await fetch(url)).text()
        expect(html).toContain('class="aup-panel"')
        expect(html).toContain('aria-label="Dodawanie załączników"')
        // The client wrapper's effect has not run in server HTML.
        expect(html).toContain('data-hydrated="false"')
      })
    }

    if (example.name === 'vite') {
      it("built from the README's two recipes, weighs what the README says, within 3 %", () => {
        const measured = measureBundleFigures(dir)
        expect(
          driftedFigures(readmeFigures(readFileSync('README.md', 'utf8')), measured),
          JSON.stringify(measured),
        ).toEqual([])
      })

      it("has its own test, which mocks the endpoint with the package's `attachment-upload-panel/msw`", () => {
        const output = execFileSync('npm', ['test'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' })
        expect(output).toMatch(/\bpass 3\b/)
        expect(output).toMatch(/\bfail 0\b/)
      })
    }

    it('mounts, uploads one file with the callbacks firing, and logs no console error', async () => {
      const { page, problems } = await openExample(url, example.ssr)

      const file = makeFile('faktura.pdf', 4096)
      await addFiles(files, page, [file])
      await clickUpload(page)

      await expect.poll(() => allTexts(page, '[data-testid="uploaded"] li')).toEqual(['faktura.pdf'])
      await expect.poll(() => textOf(page, '[data-testid="completed"]')).toBe('Dodano załączników: 1')
      const stored = server.requests().filter((entry) => entry.file?.sha256 === file.sha256)
      expect(stored.map((entry) => entry.outcome)).toEqual(['stored'])
      expect(problems).toEqual([])
      await page.close()
    })

    it("draws a photo's preview in the package's worker, which the host's bundler emitted", async () => {
      const { page, problems } = await openExample(url, example.ssr, watchPreviewWorker)
      const answers = () => page.evaluate(() => (window as unknown as { previewWorkers: unknown }).previewWorkers, null)

      await addFiles(files, page, [photo('zdjecie.png')])
      await waitForSelector(page, markup.filePreviewImage)
      // One worker, started from the bundler's build of dist/previewWorker.js, drew the preview itself.
      expect(await answers()).toEqual({ started: 1, answers: 1, errors: 0 })
      expect(problems).toEqual([])
      await page.close()
    })
  })
}

/** A 400 × 300 opaque PNG. */
function photo(name: string): TestFile {
  const png = new PNG({ width: 400, height: 300 })
  png.data.fill(200)
  return testFile(name, 'image/png', PNG.sync.write(png))
}

/**
 * Counts the workers the page starts and what they answer. The example pages start none of their own:
 * each is the panel's preview worker (Vite serves it as assets/previewWorker-‹hash›.js, Turbopack
 * through its own worker loader script).
 */
async function watchPreviewWorker(page: Page): Promise<void> {
  await page.addInitScript((ready) => {
    const watched = { started: 0, answers: 0, errors: 0 }
    ;(window as unknown as { previewWorkers: typeof watched }).previewWorkers = watched
    const Original = window.Worker
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        watched.started++
        // The worker's word that it runs is not an answer.
        this.addEventListener('message', (event) => {
          if (event.data !== ready) watched.answers++
        })
        this.addEventListener('error', () => watched.errors++)
      }
    }
  }, WORKER_READY)
}

/** Console errors and uncaught page errors, as text. */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}
