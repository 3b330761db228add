import { setupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { UploadRequestSnapshot } from '../../mocks/contract'
import { createUploadHandlers, releaseHeldRequests } from '../../mocks/handlers'
import { renderPanel } from './renderPanel'

/**
 * Registers, for the calling test file, an MSW worker answering the upload
 * endpoint, a log of the requests it received, and cleanup of every panel the
 * file rendered.
 */
export function setUpUploadMock() {
  const worker = setupWorker()
  const requests: Array<UploadRequestSnapshot & { url: string; receivedAt: number }> = []
  const mock = createUploadHandlers({
    token: ['member-token', 'member-token-2'],
    onRequest: (snapshot, info) => requests.push({ ...snapshot, url: info.url, receivedAt: performance.now() }),
  })
  const cleanups: Array<() => void> = []

  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    releaseHeldRequests()
    worker.resetHandlers()
    requests.length = 0
  })
  afterAll(async () => {
    // The worker's close waits for every request it forwarded. A request the page had already aborted can
    // reach its handler after the last test's release and hold it for the handler's whole delay (a Firefox
    // run waited past the hook's 30 s): released until the close is done.
    const stopping = Promise.resolve(worker.stop())
    const releasing = setInterval(releaseHeldRequests, 50)
    releaseHeldRequests()
    await stopping.finally(() => clearInterval(releasing))
  })

  return {
    worker,
    mock,
    requests,
    onCleanup: (cleanup: () => void) => cleanups.push(cleanup),
    async setup(...args: Parameters<typeof renderPanel>) {
      const panel = await renderPanel(...args)
      cleanups.push(panel.unmount)
      return panel
    },
  }
}

export { fileErrors, listedNames, noticeTexts, sizeTexts } from './panelQueries'
