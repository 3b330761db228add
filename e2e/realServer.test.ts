import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import * as markup from '../src/dashboard/dashboardMarkup'
import {
  addFiles,
  makeFile,
  openHost as openPlayground,
  setUpStack,
  statusBarButton,
  throttleUplink,
  uploadButton,
} from './support/stack'

const stack = setUpStack()
let page: Page

async function openHost(query = '') {
  page = await openPlayground(stack, query)
  return page
}

const receivedCount = () => page.getByTestId('received-count').textContent()
const completeRuns = () => page.getByTestId('complete-runs').textContent()
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('against the real contract server', () => {
  it('delivers files byte-identical with exactly the contract fields and the bearer token, only after the upload button', async () => {
    await openHost()
    const files = [makeFile('zdjecie.png', 300_000), makeFile('umowa.pdf', 120_000)]
    await addFiles(page, files)
    await sleep(500)
    expect(stack.server.requests()).toHaveLength(0)

    await uploadButton(page).click()
    await expect.poll(completeRuns, { timeout: 15_000 }).toBe('1')
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
    }
    expect(await receivedCount()).toBe('2')
  })

  it('shows the 400 message and does not retry it', async () => {
    await openHost()
    stack.server.queueScenarios([{ scenario: '400', message: 'Plik jest uszkodzony i nie może zostać zapisany.' }])
    await addFiles(page, [makeFile('zepsuty.png', 2_000)])
    await uploadButton(page).click()
    await expect
      .poll(() => page.locator('.aup-notice__text').allTextContents())
      .toEqual(['Plik jest uszkodzony i nie może zostać zapisany.'])
    await sleep(1_500)
    expect(stack.server.requests()).toHaveLength(1)
    expect(await completeRuns()).toBe('0')
  })

  it('pause aborts the requests still sending their body, resume sends them again from the start', async () => {
    await openHost()
    // A slow uplink: both bodies are still on their way when the member pauses.
    await throttleUplink(page, 50 * 1024)
    const files = [makeFile('a.png', 400_000), makeFile('b.pdf', 400_000)]
    await addFiles(page, files)
    await uploadButton(page).click()
    await expect.poll(() => stack.server.requests().length).toBe(2)

    await statusBarButton(page, 'togglePauseResume').click()
    await expect.poll(() => stack.server.requests().filter((entry) => entry.closedByClient).length).toBe(2)
    await expect.poll(() => page.locator(markup.statusBar).textContent()).toContain('Wstrzymano')

    await throttleUplink(page, null)
    await statusBarButton(page, 'togglePauseResume').click()
    await expect.poll(completeRuns, { timeout: 15_000 }).toBe('1')
    const stored = stack.server.requests().filter((entry) => entry.outcome === 'stored')
    expect(stored.map((entry) => entry.file?.sha256).sort()).toEqual(files.map((file) => file.sha256).sort())
  })

  it('cancel aborts the requests in flight on the server and reports nothing', async () => {
    await openHost()
    stack.server.queueScenarios([{ scenario: 'slow', delayMs: 60_000 }])
    await addFiles(page, [makeFile('a.png', 100_000)])
    await uploadButton(page).click()
    await expect.poll(() => stack.server.requests().length).toBe(1)
    await statusBarButton(page, 'cancel').click()
    await expect.poll(() => stack.server.requests()[0]?.closedByClient).toBe(true)
    await sleep(500)
    expect(await receivedCount()).toBe('0')
    await expect.poll(() => page.locator(markup.fileItem).count()).toBe(0)
  })

  it('uses a token changed in the host state for the next request', async () => {
    await openHost()
    await page.getByTestId('token').fill('member-token-2')
    await addFiles(page, [makeFile('a.png', 5_000)])
    await uploadButton(page).click()
    await expect.poll(completeRuns).toBe('1')
    expect(stack.server.requests().map((entry) => entry.authorization)).toEqual(['Bearer member-token-2'])
  })

  it('aborts its requests when the host unmounts it', async () => {
    await openHost()
    stack.server.queueScenarios([
      { scenario: 'slow', delayMs: 60_000 },
      { scenario: 'slow', delayMs: 60_000 },
    ])
    await addFiles(page, [makeFile('a.png', 100_000), makeFile('b.png', 100_000)])
    await uploadButton(page).click()
    await expect.poll(() => stack.server.requests().length).toBe(2)
    await page.getByTestId('show-panel').uncheck()
    await expect.poll(() => stack.server.requests().filter((entry) => entry.closedByClient).length).toBe(2)
    expect(await receivedCount()).toBe('0')
  })

  it('uploads 20 files of 2 MB in parallel, each exactly once and intact', async () => {
    await openHost()
    const files = Array.from({ length: 20 }, (_, index) => makeFile(`zdjecie-${index + 1}.png`, 2 * 1024 * 1024))
    await addFiles(page, files)
    await uploadButton(page).click()
    await expect.poll(completeRuns, { timeout: 60_000 }).toBe('1')
    const entries = stack.server.requests()
    expect(entries).toHaveLength(20)
    expect(entries.every((entry) => entry.outcome === 'stored')).toBe(true)
    expect(entries.map((entry) => entry.file?.sha256).sort()).toEqual(files.map((file) => file.sha256).sort())
    expect(await receivedCount()).toBe('20')
    // Not one after another: requests overlapped on the server (Chromium itself caps
    // HTTP/1.1 connections per host, so the panel's unlimited queue shows as ~6 at once).
    const overlap = maxConcurrent(
      entries.map((entry) => [Date.parse(entry.receivedAt), Date.parse(entry.finishedAt ?? '')]),
    )
    console.log(`20 × 2 MB: at most ${overlap} requests in flight at once on the server`)
    expect(overlap).toBeGreaterThanOrEqual(2)
  }, 90_000)
})
