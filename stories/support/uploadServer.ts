/**
 * The upload endpoint as a story sees it: one MSW handler from `mocks/`, plus a
 * record of every request it received so a play function can assert what was sent
 * (or that nothing was).
 */
import type { HttpHandler } from 'msw'
import type { SetupWorker } from 'msw/browser'
import { DEMO_TOKEN, type UploadRequestSnapshot } from '../../mocks/contract'
import { createUploadHandlers, type UploadHandlers } from '../../mocks/handlers'

export interface UploadServer {
  /** Requests that reached the handler, in arrival order (retries included). */
  readonly requests: readonly UploadRequestSnapshot[]
}

/**
 * Answers uploads with the behaviour `pick` chooses, e.g. `(server) => server.badRequest('…')`.
 * Handlers are reset by msw-storybook-addon before each story.
 */
export function serveUploads(msw: SetupWorker, pick: (handlers: UploadHandlers) => HttpHandler): UploadServer {
  const requests: UploadRequestSnapshot[] = []
  const handlers = createUploadHandlers({ token: DEMO_TOKEN, onRequest: (snapshot) => requests.push(snapshot) })
  msw.use(pick(handlers))
  return { requests }
}
