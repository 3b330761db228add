/** `attachment-upload-panel/msw`: MSW handlers for the panel's endpoint, for a host's own Storybook and tests of the
 * screen holding it. Each handler first checks the request as the contract server does (the Bearer token, the four
 * fields, one file of an allowed type and size) and answers 401 or 400 when it is wrong; only a correct request gets
 * the answer the handler is named after. For `msw/browser` and `msw/node`; `msw` 3.x is an optional peer dependency. */
import type { HttpHandler } from 'msw'
import type { UploadRequestSnapshot } from '../mocks/contract'
import { createUploadHandlers, releaseHeldRequests } from '../mocks/handlers'

export type { StoredAttachment, UploadedPart, UploadRequestSnapshot } from '../mocks/contract'

/** Where the mocked endpoint is and what it accepts. */
export interface AttachmentMockOptions {
  /** The MSW path to intercept: by default the panel's default endpoint, on any origin.
   * @default '*\/api/member/v1/attachments/upload' */
  url?: string | RegExp
  /** The bearer token (or tokens) accepted; any other is answered 401.
   * @default 'member-token'
   */
  token?: string | readonly string[]
  /** Largest file accepted, in bytes; a larger one is answered 400 with a message.
   * @default 10485760 (10 MB)
   */
  maxFileSize?: number
  /** Called for every request, before it is answered: what the panel sent (a test's spy). */
  onRequest?: (request: UploadRequestSnapshot) => void
  /** The id of each stored attachment.
   * @default a random UUID
   */
  createId?: () => string
}

/** One handler per answer the specification names (see `AttachmentHandlers`), for `worker.use(…)` or a story's
 * `parameters.msw.handlers`. */
export function createAttachmentHandlers(options: AttachmentMockOptions = {}): AttachmentHandlers {
  const { onRequest, ...rest } = options
  const handlers = createUploadHandlers({
    ...rest,
    ...(onRequest ? { onRequest: (request) => onRequest(request) } : {}),
  })
  return {
    success: handlers.success,
    slowSuccess: handlers.slowSuccess,
    badRequest: handlers.badRequest,
    unauthorized: handlers.unauthorized,
    payloadTooLarge: handlers.payloadTooLarge,
    serverError: handlers.serverError,
    stalled: handlers.stalled,
    networkError: handlers.networkError,
  }
}

/** The handlers `createAttachmentHandlers` makes. */
export interface AttachmentHandlers {
  /** 200 with the stored attachment (`StoredAttachment`: its `id`, name, type, size, …). */
  success(): HttpHandler
  /** The same after `delayMs` (2 s by default), to see progress; an aborted request ends the wait. */
  slowSuccess(delayMs?: number): HttpHandler
  /** 400 with `{ message }`, shown to the member as it is. */
  badRequest(message?: string): HttpHandler
  /** 401, even for a good token: an expired or revoked sign-in. */
  unauthorized(): HttpHandler
  /** 413 as a proxy sends it (an HTML page). */
  payloadTooLarge(): HttpHandler
  /** 500 with `{ message }` (the panel retries it, then fails the file). */
  serverError(): HttpHandler
  /** No answer until the request is aborted or `releaseHeldRequests()` is called. */
  stalled(): HttpHandler
  /** No HTTP answer at all. */
  networkError(): HttpHandler
}

/** Ends the wait of every request a `stalled()` handler holds: call it in a test's cleanup. */
export { releaseHeldRequests }
