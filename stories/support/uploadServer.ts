/**
 * The upload endpoint as a story sees it: named MSW handlers from `mocks/`, plus a
 * record of every request they received so a play function can assert what was sent
 * (or that nothing was) and which behaviour answered it.
 */
import type { HttpHandler } from 'msw'
import type { SetupWorker } from 'msw/browser'
import { DEMO_TOKEN, type UploadRequestSnapshot } from '../../mocks/contract'
import { createUploadHandlers, type UploadBehaviour, type UploadHandlers } from '../../mocks/handlers'

/** One request as the endpoint received it, and the named behaviour that answered it. */
export interface LoggedUploadRequest extends UploadRequestSnapshot {
  answeredAs: UploadBehaviour
}

export interface UploadServer {
  /** Requests that reached the handler, in arrival order (retries included). */
  readonly requests: readonly LoggedUploadRequest[]
}

/**
 * Answers uploads with the behaviour `pick` chooses, e.g. `(server) => server.badRequest('…')`.
 * Handlers are reset by msw-storybook-addon before each render of a story.
 */
export function serveUploads(
  msw: SetupWorker,
  pick: (handlers: UploadHandlers) => HttpHandler | readonly HttpHandler[],
): UploadServer {
  const requests: LoggedUploadRequest[] = []
  const handlers = createUploadHandlers({
    token: DEMO_TOKEN,
    onRequest: (snapshot, { behaviour }) => requests.push({ ...snapshot, answeredAs: behaviour }),
  })
  msw.use(...[pick(handlers)].flat())
  return { requests }
}
