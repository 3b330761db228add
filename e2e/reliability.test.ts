// Reliability cases that need Chromium's DevTools: offline emulation, the renderer's memory, a page's
// CSP against code Playwright evaluates (see docs/reliability.md for the whole catalogue; the cases
// every engine can run are in engines/reliability.test.ts).
import { createHash } from 'node:crypto'
import { createReadStream, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as messages from '../src/i18n/messages'
import { signatureFor } from '../src/test/fixtures'
import * as markup from '../src/test/selectors'
import {
  addFiles,
  clickStatusBarButton,
  clickUpload,
  completeRuns,
  fileErrors,
  noticeTexts,
  pickFiles,
  textOf,
  waitForSelector,
} from './support/actions'
import { playwrightPage, setUpChromiumStack } from './support/chromiumOnly'
import { openPanel } from './support/engineStack'
import { makeFile } from './support/testFiles'

type WindowWithChecks = Window & { cspViolations: string[]; __evaluatedFromString?: boolean }

describe('over real HTTP', () => {
  const stack = setUpChromiumStack()

  it('22. offline → a Polish notice; back online → the failed uploads are sent with one action', async () => {
    const page = await openPanel(stack)
    // Offline emulation: DevTools only.
    const network = playwrightPage(page).context()
    await addFiles(stack, page, [makeFile('a.png', 5_000), makeFile('b.pdf', 5_000)])
    await network.setOffline(true)
    await expect
      .poll(() => noticeTexts(page))
      .toContain('Brak połączenia z internetem. Przesyłanie wznowisz, gdy połączenie wróci.')
    await clickUpload(page)
    await expect.poll(() => fileErrors(page), { timeout: 10_000 }).toHaveLength(2)
    expect(stack.server.requests()).toHaveLength(0)

    await network.setOffline(false)
    await expect.poll(() => noticeTexts(page)).toContain(messages.onlineRetryHint)
    await clickStatusBarButton(page, 'retry')
    await expect.poll(() => completeRuns(page)).toBe('1')
    expect(stack.server.requests()).toHaveLength(2)
  })

  it('33. the host page runs under a Content-Security-Policy without unsafe-eval, with no violation', async () => {
    const page = await openPanel(stack)
    const csp = await page.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
      null,
    )
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as WindowWithChecks).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    }, null)
    const violations = () => page.evaluate(() => (window as unknown as WindowWithChecks).cspViolations, null)
    // The policy is in force: code the page itself would evaluate from a string is refused.
    // (Playwright's evaluate is exempt from the page's CSP, a string timer is not.)
    await page.evaluate(() => {
      setTimeout('window.__evaluatedFromString = true', 0)
    }, null)
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)])
    expect(
      await page.evaluate(() => (window as unknown as WindowWithChecks).__evaluatedFromString, null),
    ).toBeUndefined()
    await page.evaluate(() => {
      ;(window as unknown as WindowWithChecks).cspViolations.length = 0
    }, null)

    await addFiles(stack, page, [makeFile('a.png', 50_000), makeFile('b.pdf', 20_000)])
    await page.click(markup.fileEditButton)
    await page.click(`${markup.fileCard} ${markup.fileCardCancel}`)
    await clickUpload(page)
    await expect.poll(() => completeRuns(page)).toBe('1')
    expect(await violations()).toEqual([])
  })
})

describe('one 500 MB file', () => {
  const SIZE = 500 * 1024 * 1024
  const stack = setUpChromiumStack({ maxFileSize: 600 * 1024 * 1024 })

  // The PNG also proves the list's preview does not decode a 500 MB image (the panel's thumbnails skip it).
  it.each(['duzy-skan.pdf', 'duze-zdjecie.png'])(
    '30. uploads %s with steady progress and without a copy of the file in the page',
    async (name) => {
      // A real file on disk (sparse: a PDF or PNG header, then zeros), picked by path as a member would.
      const path = join(stack.fileDir, name)
      writeFileSync(path, signatureFor(name))
      truncateSync(path, SIZE)
      const expectedSha = await sha256OfFile(path)

      const page = await openPanel(stack, `?maxFileSize=${600 * 1024 * 1024}`)
      // Baseline before the file is picked: neither its preview in the list nor sending it may hold a copy.
      const baseline = rendererRssBytes(stack.browserMarker)
      await pickFiles(page, [path])
      await waitForSelector(page, markup.fileItem)
      // Time for the list to make (or, for a file this large, skip) its preview.
      await sleep(1_000)
      let peakRendererRss = Math.max(baseline, rendererRssBytes(stack.browserMarker))
      await clickUpload(page)

      const progress: number[] = []
      const details = new Set<string>()
      while ((await completeRuns(page)) !== '1') {
        const value = await page.evaluate(
          (selector) => document.querySelector(selector)?.getAttribute('aria-valuenow') ?? null,
          markup.progressBar,
        )
        if (value !== null) progress.push(Number(value))
        const detail = await textOf(page, markup.statusDetails)
        if (detail) details.add(detail)
        peakRendererRss = Math.max(peakRendererRss, rendererRssBytes(stack.browserMarker))
        await sleep(100)
      }
      const [entry] = stack.server.requests()
      expect(entry?.outcome).toBe('stored')
      expect(entry?.file?.size).toBe(SIZE)
      expect(entry?.file?.sha256).toBe(expectedSha)
      const between = progress.filter((value) => value > 0 && value < 100)
      expect(between.length).toBeGreaterThan(0)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      // Sizes and, when it is known, the time left as Polish writes them ("pozostały czas: 4 s", not Uppy's
      // "4s"), each unit bound to its number by a non-breaking space, and no decimal point anywhere. Whether
      // the time left is said, and how well, is e2e/engines/timeLeft.test.ts's.
      // Once every byte is sent the server's answer is awaited, and only then: "500 MB z 500 MB · czekamy…".
      const sizesAndTimeLeft =
        /^\d+(,\d+)?\u00a0(B|KB|MB) z 500\u00a0MB( · pozostały czas: (\d+\u00a0min )?\d+\u00a0s)?$/
      const allSentAwaitingAnswer = `500\u00a0MB z 500\u00a0MB · ${messages.waitingForServer}`
      expect([...details].filter((text) => !sizesAndTimeLeft.test(text) && text !== allSentAwaitingAnswer)).toEqual([])
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
