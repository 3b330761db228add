// A host whose service worker stands between the page and the API (docs/reliability.md, case 56), in
// every engine: the page hears nothing of the upload's body (Chromium, WebKit) or hears of it only
// with the answer (Firefox), so only the answer bound may end a silent request.
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import { addFiles, clickUpload, completeRuns, fileErrors, receivedCount } from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

const stack = setUpEngineStack()

/** Opens the playground with its service worker and waits until the worker controls the page. */
async function openWithServiceWorker(query: string): Promise<EnginePage> {
  const page = await openPanel(stack, `${query}&serviceWorker=1`)
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null, null), { timeout: 15_000 })
    .toMatch(/host-service-worker\.js$/)
  return page
}

describe('behind a host service worker', () => {
  it('56. files go through it: each stored once, the host told of each', async () => {
    const page = await openWithServiceWorker('?stall=2000')
    const files = [makeFile('umowa.pdf', 300_000), makeFile('zdjecie.png', 200_000)]
    await addFiles(stack, page, files)
    await clickUpload(page)
    await expect.poll(() => completeRuns(page), { timeout: 15_000 }).toBe('1')
    expect(await receivedCount(page)).toBe('2')
    expect(await fileErrors(page)).toEqual([])
    const stored = stack.server.requests().map((entry) => [entry.file?.sha256, entry.outcome])
    expect(stored.sort()).toEqual(files.map((file) => [file.sha256, 'stored']).sort())
  })

  it('56. a server that never answers fails after the answer bound with the "may have arrived" text, never as a stall', async () => {
    const page = await openWithServiceWorker('?stall=1000&answer=4000')
    stack.server.queueScenarios(['stall'])
    await addFiles(stack, page, [makeFile('faktura.pdf', 200_000)])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests()[0]?.bodyBytesReceived ?? 0).toBeGreaterThan(200_000)
    await sleep(2_000) // twice the stall bound, with no upload progress reaching the page
    expect(await fileErrors(page)).toEqual([])
    await expect.poll(() => fileErrors(page), { timeout: 10_000 }).toEqual([messages.unanswered(4)])
    expect(stack.server.requests()).toHaveLength(1)
  })
})
