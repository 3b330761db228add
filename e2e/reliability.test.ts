// Reliability cases that need real HTTP, a real browser network stack or real files
// (see docs/reliability.md for the whole catalogue).
import { createHash } from 'node:crypto'
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as markup from '../src/dashboard/dashboardMarkup'
import * as messages from '../src/i18n/messages'
import { addFiles, makeFile, openHost, setUpStack, signatureFor, statusBarButton, uploadButton } from './support/stack'

let page: Page | undefined

const completeRuns = (p: Page) => p.getByTestId('complete-runs').textContent()
const fileErrors = (p: Page) =>
  p.locator(markup.fileErrorDetails).evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')))
const notices = (p: Page) => p.locator('.aup-notice__text').allTextContents()

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

describe('over real HTTP', () => {
  const stack = setUpStack()

  it('12. a token changed during an upload: the request in flight finishes, the next one uses the new token', async () => {
    page = await openHost(stack)
    stack.server.queueScenarios([{ scenario: 'slow', delayMs: 1_500 }])
    await addFiles(page, [makeFile('pierwszy.png', 20_000)])
    await uploadButton(page).click()
    await expect.poll(() => stack.server.requests().length).toBe(1)
    await page.getByTestId('token').fill('member-token-2')
    await addFiles(page, [makeFile('drugi.png', 20_000)])
    await uploadButton(page).click()
    await expect.poll(() => page?.getByTestId('received-count').textContent(), { timeout: 10_000 }).toBe('2')
    const byName = Object.fromEntries(stack.server.requests().map((entry) => [entry.file?.name, entry]))
    expect(byName['pierwszy.png']).toMatchObject({
      authorization: 'Bearer member-token',
      outcome: 'stored',
      closedByClient: false,
    })
    expect(byName['drugi.png']).toMatchObject({ authorization: 'Bearer member-token-2', outcome: 'stored' })
  })

  it('20. connection refused → the generic failure; retry works once the server is reachable', async () => {
    page = await openHost(
      stack,
      `?endpoint=${encodeURIComponent(`http://127.0.0.1:${await closedPort()}/api/member/v1/attachments/upload`)}`,
    )
    await addFiles(page, [makeFile('a.png', 5_000)])
    await uploadButton(page).click()
    await expect.poll(() => fileErrors(page as Page), { timeout: 10_000 }).toEqual([messages.networkError])
    await expect.poll(async () => (await notices(page as Page)).join(' ')).toContain('Brak połączenia z serwerem')
    await page.getByTestId('endpoint').fill('/api/member/v1/attachments/upload')
    await statusBarButton(page, 'retry').click()
    await expect.poll(() => completeRuns(page as Page)).toBe('1')
  })

  it("20. connection dropped mid-body → retried automatically, then the generic failure; the member's retry works", async () => {
    page = await openHost(stack)
    stack.server.queueScenarios(['drop', 'drop', 'drop', 'drop'])
    const file = makeFile('a.png', 3 * 1024 * 1024)
    await addFiles(page, [file])
    await uploadButton(page).click()
    // The host's proxy answers a dropped upstream connection with 502, as a reverse proxy in front of the API would.
    await expect.poll(() => fileErrors(page as Page), { timeout: 15_000 }).toEqual([messages.failedTryLater])
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(['dropped', 'dropped', 'dropped', 'dropped'])
    await statusBarButton(page, 'retry').click()
    await expect.poll(() => completeRuns(page as Page)).toBe('1')
    expect(stack.server.requests().at(-1)?.file?.sha256).toBe(file.sha256)
  })

  it('22. offline → a Polish notice; back online → the failed uploads are sent with one action', async () => {
    page = await openHost(stack)
    await addFiles(page, [makeFile('a.png', 5_000), makeFile('b.pdf', 5_000)])
    await page.context().setOffline(true)
    await expect
      .poll(() => notices(page as Page))
      .toContain('Brak połączenia z internetem. Przesyłanie wznowisz, gdy połączenie wróci.')
    await uploadButton(page).click()
    await expect.poll(() => fileErrors(page as Page), { timeout: 10_000 }).toHaveLength(2)
    expect(stack.server.requests()).toHaveLength(0)

    await page.context().setOffline(false)
    await expect.poll(() => notices(page as Page)).toContain(messages.onlineRetryHint)
    await statusBarButton(page, 'retry').click()
    await expect.poll(() => completeRuns(page as Page)).toBe('1')
    expect(stack.server.requests()).toHaveLength(2)
  })

  it('33. the host page runs under a Content-Security-Policy without unsafe-eval, with no violation', async () => {
    page = await openHost(stack)
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    // The policy is in force: code the page itself would evaluate from a string is refused.
    // (Playwright's evaluate is exempt from the page's CSP, a string timer is not.)
    await page.evaluate(() => setTimeout('window.__evaluatedFromString = true', 0))
    await expect
      .poll(() => page?.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
      .toEqual([expect.stringMatching(/^script-src/)])
    expect(
      await page.evaluate(() => (window as unknown as { __evaluatedFromString?: boolean }).__evaluatedFromString),
    ).toBeUndefined()
    await page.evaluate(() => ((window as unknown as { cspViolations: string[] }).cspViolations.length = 0))

    await addFiles(page, [makeFile('a.png', 50_000), makeFile('b.pdf', 20_000)])
    await page.locator(markup.fileEditButton).first().click()
    await page.locator(`${markup.fileCard} ${markup.fileCardCancel}`).click()
    await uploadButton(page).click()
    await expect.poll(() => completeRuns(page as Page)).toBe('1')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  })
})

describe('one 500 MB file', () => {
  const SIZE = 500 * 1024 * 1024
  const stack = setUpStack({ maxFileSize: 600 * 1024 * 1024 })
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'attachment-e2e-'))
  })
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  // The PNG also proves the list's preview does not decode a 500 MB image (the panel's thumbnails skip it).
  it.each(['duzy-skan.pdf', 'duze-zdjecie.png'])(
    '30. uploads %s with steady progress and without a copy of the file in the page',
    async (name) => {
      // A real file on disk (sparse: a PDF or PNG header, then zeros), picked by path as a member would.
      const path = join(folder, name)
      writeFileSync(path, signatureFor(name))
      truncateSync(path, SIZE)
      const expectedSha = await sha256OfFile(path)

      page = await openHost(stack, `?maxFileSize=${600 * 1024 * 1024}`)
      // Baseline before the file is picked: neither its preview in the list nor sending it may hold a copy.
      const baseline = rendererRssBytes(stack.browserMarker)
      await page.locator(markup.fileInput).first().setInputFiles(path)
      await page.locator(markup.fileItem).waitFor()
      // Time for the list to make (or, for a file this large, skip) its preview.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      let peakRendererRss = Math.max(baseline, rendererRssBytes(stack.browserMarker))
      await uploadButton(page).click()

      const progress: number[] = []
      const details = new Set<string>()
      while ((await completeRuns(page)) !== '1') {
        const value = await page.locator(markup.progressBar).getAttribute('aria-valuenow')
        if (value !== null) progress.push(Number(value))
        const detail = await page.evaluate(
          (selector) => document.querySelector(selector)?.textContent,
          markup.statusDetails,
        )
        if (detail) details.add(detail)
        peakRendererRss = Math.max(peakRendererRss, rendererRssBytes(stack.browserMarker))
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const [entry] = stack.server.requests()
      expect(entry?.outcome).toBe('stored')
      expect(entry?.file?.size).toBe(SIZE)
      expect(entry?.file?.sha256).toBe(expectedSha)
      const between = progress.filter((value) => value > 0 && value < 100)
      expect(between.length).toBeGreaterThan(0)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      // Time left as Polish writes it ("pozostały czas: 4 s", not Uppy's "4s"), each unit bound to
      // its number by a non-breaking space, and no decimal point anywhere.
      expect(
        [...details].some((text) =>
          /^\d+\u00a0MB z 500\u00a0MB · pozostały czas: (\d+\u00a0min )?\d+\u00a0s$/.test(text),
        ),
        [...details].join(' | '),
      ).toBe(true)
      expect([...details].filter((text) => /\d\.\d|\d[hms]\b/.test(text))).toEqual([])
      const growth = peakRendererRss - baseline
      const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
      console.log(
        `500 MB upload of ${name}: ${between.length} intermediate progress readings; renderer resident memory ${megabytes(baseline)} before picking, +${megabytes(growth)} at peak`,
      )
      // The page never held the file: a copy would add at least its 500 MB (decoding the PNG for
      // a preview added 310–370 MB when tried); listing and progress cost a few MB, up to ~150 MB seen under load.
      expect(growth).toBeLessThan(SIZE / 2)
    },
    180_000,
  )
})

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Parent process id, from /proc/<pid>/stat (the field after the parenthesised name). */
function parentPid(pid: string): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null
  } catch {
    return null
  }
}

/**
 * Resident memory of the largest renderer of the test's own Chromium (Linux /proc):
 * renderers do not carry the browser's switches, so they are found as descendants
 * of the browser process whose command line has `marker`. Other Chromiums on the
 * machine are not counted.
 */
function rendererRssBytes(marker: string): number {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  const commandLine = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    } catch {
      return ''
    }
  }
  const browsers = new Set(pids.filter((pid) => commandLine(pid).includes(marker)))
  const isOurs = (pid: string) => {
    for (let ancestor = parentPid(pid); ancestor && ancestor !== '0'; ancestor = parentPid(ancestor)) {
      if (browsers.has(ancestor)) return true
    }
    return false
  }
  let largest = 0
  for (const pid of pids) {
    if (!commandLine(pid).includes('--type=renderer') || !isOurs(pid)) continue
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (rss) largest = Math.max(largest, Number(rss[1]) * 1024)
    } catch {
      // The process ended while we looked.
    }
  }
  return largest
}
