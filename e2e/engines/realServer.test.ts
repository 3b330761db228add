// The specification's cases against the real contract server, in every engine (e2e-chromium,
// e2e-firefox, e2e-webkit): what is sent, when, and what the member sees.
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as markup from '../../src/test/selectors'
import {
  addFiles,
  clickStatusBarButton,
  clickUpload,
  completeRuns,
  count,
  noticeTexts,
  receivedCount,
  textOf,
} from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

// Room for files larger than the socket buffers, which each engine counts as sent at once.
const stack = setUpEngineStack({ maxFileSize: 64 * 1024 * 1024 })

function maxConcurrent(intervals: Array<[number, number]>): number {
  const events = intervals.flatMap(([start, end]) => [[start, 1] as const, [end, -1] as const])
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let current = 0
  let most = 0
  for (const [, change] of events) {
    current += change
    most = Math.max(most, current)
  }
  return most
}

describe('against the real contract server', () => {
  it('delivers files byte-identical with exactly the contract fields and the bearer token, only after the upload button', async () => {
    const page = await openPanel(stack)
    const files = [makeFile('zdjecie.png', 300_000), makeFile('umowa.pdf', 120_000)]
    await addFiles(stack, page, files)
    await sleep(500)
    expect(stack.server.requests()).toHaveLength(0)

    await clickUpload(page)
    await expect.poll(() => completeRuns(page), { timeout: 15_000 }).toBe('1')
    const entries = stack.server.requests()
    expect(entries).toHaveLength(2)
    for (const entry of entries) {
      expect(entry.outcome).toBe('stored')
      expect(entry.authorization).toBe('Bearer member-token')
      expect(entry.fields).toEqual({ modelClass: ['uppy'], modelId: ['uppyId'], collection: ['thumbnails'] })
      expect(entry.fileCount).toBe(1)
      const sent = files.find((file) => file.name === entry.file?.name)
      expect(entry.file?.sha256).toBe(sent?.sha256)
      expect(entry.file?.size).toBe(sent?.buffer.length)
      // Each engine derives the type from the picked file, as for a member's file.
      expect(entry.file?.type).toBe(sent?.mimeType)
    }
    expect(await receivedCount(page)).toBe('2')
  })

  it('shows the 400 message and does not retry it', async () => {
    const page = await openPanel(stack)
    stack.server.queueScenarios([{ scenario: '400', message: 'Plik jest uszkodzony i nie może zostać zapisany.' }])
    await addFiles(stack, page, [makeFile('zepsuty.png', 2_000)])
    await clickUpload(page)
    await expect.poll(() => noticeTexts(page)).toEqual(['Plik jest uszkodzony i nie może zostać zapisany.'])
    await sleep(1_500)
    expect(stack.server.requests()).toHaveLength(1)
    expect(await completeRuns(page)).toBe('0')
  })

  it('pause aborts the requests still sending their body, resume sends them again from the start', async () => {
    const page = await openPanel(stack, '?maxFileSize=67108864')
    // A slow uplink: both bodies are still on their way when the member pauses. The bodies are larger
    // than what the socket buffers between the browser, the host's proxy and the server take at once
    // (10–20 MB here), which the browser counts as sent.
    stack.server.limitReadRate(1024 * 1024)
    const files = [makeFile('a.png', 40 * 1024 * 1024), makeFile('b.pdf', 40 * 1024 * 1024)]
    await addFiles(stack, page, files)
    await clickUpload(page)
    await expect.poll(() => stack.server.requests().filter((entry) => entry.bodyBytesReceived > 0).length).toBe(2)

    await clickStatusBarButton(page, 'togglePauseResume')
    await expect.poll(() => textOf(page, markup.statusBar)).toContain('Wstrzymano')
    // The server learns of an abort only once it has read what the buffers on the way still hold.
    stack.server.limitReadRate(null)
    await expect.poll(() => stack.server.requests().filter((entry) => entry.closedByClient).length).toBe(2)
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(['aborted-by-client', 'aborted-by-client'])

    await clickStatusBarButton(page, 'togglePauseResume')
    await expect.poll(() => completeRuns(page), { timeout: 30_000 }).toBe('1')
    const stored = stack.server.requests().filter((entry) => entry.outcome === 'stored')
    expect(stored.map((entry) => entry.file?.sha256).sort()).toEqual(files.map((file) => file.sha256).sort())
  }, 90_000)

  it('cancel aborts the requests in flight on the server and reports nothing', async () => {
    const page = await openPanel(stack)
    stack.server.queueScenarios([{ scenario: 'slow', delayMs: 60_000 }])
    await addFiles(stack, page, [makeFile('a.png', 100_000)])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests().length).toBe(1)
    await clickStatusBarButton(page, 'cancel')
    await expect.poll(() => stack.server.requests()[0]?.closedByClient).toBe(true)
    await sleep(500)
    expect(await receivedCount(page)).toBe('0')
    await expect.poll(() => count(page, markup.fileItem)).toBe(0)
  })

  it('uses a token changed in the host state for the next request', async () => {
    const page = await openPanel(stack)
    await page.fill('[data-testid="token"]', 'member-token-2')
    await addFiles(stack, page, [makeFile('a.png', 5_000)])
    await clickUpload(page)
    await expect.poll(() => completeRuns(page)).toBe('1')
    expect(stack.server.requests().map((entry) => entry.authorization)).toEqual(['Bearer member-token-2'])
  })

  it('aborts its requests when the host unmounts it', async () => {
    const page = await openPanel(stack)
    stack.server.queueScenarios([
      { scenario: 'slow', delayMs: 60_000 },
      { scenario: 'slow', delayMs: 60_000 },
    ])
    await addFiles(stack, page, [makeFile('a.png', 100_000), makeFile('b.png', 100_000)])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests().length).toBe(2)
    await page.click('[data-testid="show-panel"]')
    await expect.poll(() => stack.server.requests().filter((entry) => entry.closedByClient).length).toBe(2)
    expect(await receivedCount(page)).toBe('0')
  })

  it('uploads 20 files of 2 MB in parallel, each exactly once and intact', async () => {
    const page: EnginePage = await openPanel(stack)
    const files = Array.from({ length: 20 }, (_, index) => makeFile(`zdjecie-${index + 1}.png`, 2 * 1024 * 1024))
    await addFiles(stack, page, files)
    await clickUpload(page)
    await expect.poll(() => completeRuns(page), { timeout: 60_000 }).toBe('1')
    const entries = stack.server.requests()
    expect(entries).toHaveLength(20)
    expect(entries.every((entry) => entry.outcome === 'stored')).toBe(true)
    expect(entries.map((entry) => entry.file?.sha256).sort()).toEqual(files.map((file) => file.sha256).sort())
    expect(await receivedCount(page)).toBe('20')
    // Not one after another: requests overlapped on the server (each engine caps HTTP/1.1
    // connections per host, so the panel's unlimited queue shows as 6 or 9 at once).
    const overlap = maxConcurrent(
      entries.map((entry) => [Date.parse(entry.receivedAt), Date.parse(entry.finishedAt ?? '')]),
    )
    console.log(`${stack.engine}, 20 × 2 MB: at most ${overlap} requests in flight at once on the server`)
    expect(overlap).toBeGreaterThanOrEqual(2)
  }, 90_000)
})
