// Reliability cases that need real HTTP and a real browser network stack (docs/reliability.md), in
// every engine. Offline emulation, the page's memory and CSP evaluation stay in ../reliability.test.ts:
// they need Chromium's DevTools.
import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import {
  addFiles,
  clickStatusBarButton,
  clickUpload,
  completeRuns,
  fileErrors,
  noticeTexts,
  receivedCount,
} from '../support/actions'
import { openPanel, setUpEngineStack } from '../support/engineStack'
import { freePort } from '../support/freePort'
import { makeFile } from '../support/testFiles'

const ENDPOINT = '/api/member/v1/attachments/upload'

describe('over real HTTP', () => {
  const stack = setUpEngineStack()

  it('12. a token changed during an upload: the request in flight finishes, the next one uses the new token', async () => {
    const page = await openPanel(stack)
    stack.server.queueScenarios([{ scenario: 'slow', delayMs: 1_500 }])
    await addFiles(stack, page, [makeFile('pierwszy.png', 20_000)])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests().length).toBe(1)
    await page.fill('[data-testid="token"]', 'member-token-2')
    await addFiles(stack, page, [makeFile('drugi.png', 20_000)])
    await clickUpload(page)
    await expect.poll(() => receivedCount(page), { timeout: 10_000 }).toBe('2')
    const byName = Object.fromEntries(stack.server.requests().map((entry) => [entry.file?.name, entry]))
    expect(byName['pierwszy.png']).toMatchObject({
      authorization: 'Bearer member-token',
      outcome: 'stored',
      closedByClient: false,
    })
    expect(byName['drugi.png']).toMatchObject({ authorization: 'Bearer member-token-2', outcome: 'stored' })
  })

  it('20. connection refused → the generic failure; retry works once the server is reachable', async () => {
    const page = await openPanel(
      stack,
      `?endpoint=${encodeURIComponent(`http://127.0.0.1:${await freePort()}${ENDPOINT}`)}`,
    )
    await addFiles(stack, page, [makeFile('a.png', 5_000)])
    await clickUpload(page)
    await expect.poll(() => fileErrors(page), { timeout: 10_000 }).toEqual([messages.networkError])
    await expect.poll(async () => (await noticeTexts(page)).join(' ')).toContain('Brak połączenia z serwerem')
    await page.fill('[data-testid="endpoint"]', ENDPOINT)
    await clickStatusBarButton(page, 'retry')
    await expect.poll(() => completeRuns(page)).toBe('1')
  })

  it("20. connection dropped mid-body → retried automatically, then the generic failure; the member's retry works", async () => {
    const page = await openPanel(stack)
    stack.server.queueScenarios(['drop', 'drop', 'drop', 'drop'])
    const file = makeFile('a.png', 3 * 1024 * 1024)
    await addFiles(stack, page, [file])
    await clickUpload(page)
    // The host's proxy answers a dropped upstream connection with 502, as a reverse proxy in front of the API would.
    await expect.poll(() => fileErrors(page), { timeout: 15_000 }).toEqual([messages.failedTryLater])
    expect(stack.server.requests().map((entry) => entry.outcome)).toEqual(['dropped', 'dropped', 'dropped', 'dropped'])
    await clickStatusBarButton(page, 'retry')
    await expect.poll(() => completeRuns(page)).toBe('1')
    expect(stack.server.requests().at(-1)?.file?.sha256).toBe(file.sha256)
  })
})
