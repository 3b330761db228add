// Reliability, round two (docs/reliability.md, cases 34–42): what real networks and
// servers do to a request's timing and answer, against the real contract server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import * as markup from '../src/dashboard/dashboardMarkup'
import * as messages from '../src/i18n/messages'
import {
  addFiles,
  makeFile,
  openHost,
  setUpStack,
  statusBarButton,
  throttleUplink,
  uploadButton,
} from './support/stack'

const stack = setUpStack({ maxFileSize: 64 * 1024 * 1024 })
let page: Page | undefined

const open = async (query: string) => {
  page = await openHost(stack, `${query}&maxFileSize=${64 * 1024 * 1024}`)
  return page
}
const fileErrors = (p: Page) =>
  p.locator(markup.fileErrorDetails).evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')))
const receivedCount = (p: Page) => p.getByTestId('received-count').textContent()
const completeRuns = (p: Page) => p.getByTestId('complete-runs').textContent()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('timing of a request', () => {
  it('34. requests waiting for a connection (more files than the 6 per host) are not counted as stalled', async () => {
    const p = await open('?stall=2000')
    await throttleUplink(p, 400 * 1024)
    // 8 × 300 KB at 400 KB/s: the 7th and 8th wait ≈ 4.5 s for a connection, longer than the stall timeout.
    await addFiles(
      p,
      Array.from({ length: 8 }, (_, index) => makeFile(`skan-${index + 1}.pdf`, 300 * 1024)),
    )
    await uploadButton(p).click()
    await expect.poll(() => completeRuns(p), { timeout: 30_000 }).toBe('1')
    expect(await fileErrors(p)).toEqual([])
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(Array(8).fill('stored'))
  }, 60_000)

  it('35. a server slower to answer than the stall timeout is not a stall: the file is stored once', async () => {
    const p = await open('?stall=1500')
    stack.server.queueScenarios([{ scenario: 'slow', delayMs: 4_000 }])
    await addFiles(p, [makeFile('umowa.pdf', 200_000)])
    await uploadButton(p).click()
    await expect.poll(() => completeRuns(p), { timeout: 15_000 }).toBe('1')
    expect(await fileErrors(p)).toEqual([])
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(['stored'])
  })

  it('36. a body that stops moving is a stall: aborted with the seconds named, and the retry succeeds', async () => {
    const p = await open('?stall=2000')
    stack.server.queueScenarios(['stall-body'])
    // Large enough that the loopback socket buffers cannot take the unread half.
    await addFiles(p, [makeFile('duzy-skan.pdf', 40 * 1024 * 1024)])
    await uploadButton(p).click()
    await expect.poll(() => fileErrors(p), { timeout: 20_000 }).toEqual([messages.stalled(2)])
    await statusBarButton(p, 'retry').click()
    await expect.poll(() => completeRuns(p), { timeout: 20_000 }).toBe('1')
    // The stalled request never completed (the page's proxy may keep its side open a while).
    const [stalled, retried] = stack.server.requests()
    expect(stalled?.outcome).not.toBe('stored')
    expect(retried?.outcome).toBe('stored')
  }, 60_000)

  it('37. no answer after the whole body was sent: fails after the answer bound, saying it may have arrived; not re-sent', async () => {
    const p = await open('?stall=1000&answer=3000')
    stack.server.queueScenarios(['stall'])
    await addFiles(p, [makeFile('faktura.pdf', 200_000)])
    await uploadButton(p).click()
    await expect.poll(() => fileErrors(p), { timeout: 10_000 }).toEqual([messages.unanswered(3)])
    await sleep(1_500) // longer than every automatic retry delay
    expect(stack.server.requests()).toHaveLength(1)
    expect(await completeRuns(p)).toBe('0')
  })

  it('38. pausing after the whole body was sent does not abort it: the file is stored once and completes', async () => {
    const p = await open('?stall=10000')
    stack.server.queueScenarios([{ scenario: 'slow', delayMs: 3_000 }])
    const file = makeFile('zdjecie.png', 300_000)
    await addFiles(p, [file])
    await uploadButton(p).click()
    await expect.poll(() => stack.server.requests()[0]?.file?.size, { timeout: 10_000 }).toBe(file.buffer.length)
    await statusBarButton(p, 'togglePauseResume').click()
    await expect.poll(() => completeRuns(p), { timeout: 15_000 }).toBe('1')
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(['stored'])
  })
})

describe('answers that are not what they seem', () => {
  it.each([
    ['redirect-login', 'a redirect to the login page'],
    ['html-200', 'an HTML page with status 200'],
  ])('39. %s (%s) is a failure with the sign-in hint, never a success', async (scenario) => {
    const p = await open('?stall=10000')
    stack.server.queueScenarios([scenario])
    await addFiles(p, [makeFile('umowa.pdf', 50_000)])
    await uploadButton(p).click()
    await expect.poll(() => fileErrors(p), { timeout: 10_000 }).toEqual([messages.unauthorized])
    await expect
      .poll(() => p.locator('.aup-notice__text').allTextContents())
      .toContain(messages.uploadFailedForFile('umowa.pdf', messages.unauthorized))
    await sleep(1_000)
    expect(await receivedCount(p)).toBe('0')
    expect(await completeRuns(p)).toBe('0')
    expect(stack.server.requests()).toHaveLength(1)
    // Framework back ends answer such requests with JSON instead of redirects.
    const [entry] = stack.server.requests()
    expect(entry?.accept).toBe('application/json')
    expect(entry?.requestedWith).toBe('XMLHttpRequest')
  })

  it('40. Retry-After of an hour: no automatic re-send, the member is told to come back later, the file stays for a retry', async () => {
    const p = await open('?stall=10000')
    stack.server.queueScenarios(['429-long'])
    await addFiles(p, [makeFile('umowa.pdf', 50_000)])
    await uploadButton(p).click()
    await expect.poll(() => fileErrors(p), { timeout: 10_000 }).toEqual([messages.serverBusy(3_600_000)])
    await sleep(1_000)
    expect(stack.server.requests()).toHaveLength(1)
    await statusBarButton(p, 'retry').click()
    await expect.poll(() => completeRuns(p), { timeout: 10_000 }).toBe('1')
  })
})

describe('requests that cannot be made', () => {
  it('41. a file deleted after it was picked fails at once with its name, not as a network error; nothing is sent', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'attachment-e2e-'))
    try {
      const path = join(folder, 'skan-usuniety.pdf')
      writeFileSync(path, makeFile('skan-usuniety.pdf', 100_000).buffer)
      const p = await open('?stall=10000')
      await p.locator(markup.fileInput).first().setInputFiles(path)
      await p.locator(markup.fileItem).waitFor()
      rmSync(path)
      await uploadButton(p).click()
      await expect
        .poll(() => fileErrors(p), { timeout: 10_000 })
        .toEqual([messages.unreadableFile('skan-usuniety.pdf')])
      expect(stack.server.requests()).toHaveLength(0)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('42. a token the browser refuses as a header value fails at once, not as a network error; nothing is sent', async () => {
    const p = await open(`?stall=10000&token=${encodeURIComponent('żeton-członka')}`)
    await addFiles(p, [makeFile('umowa.pdf', 50_000)])
    await uploadButton(p).click()
    await expect.poll(() => fileErrors(p), { timeout: 10_000 }).toEqual([messages.invalidToken])
    await sleep(1_000)
    expect(stack.server.requests()).toHaveLength(0)
  })
})
