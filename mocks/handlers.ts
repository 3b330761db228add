/**
 * MSW 2 handlers for the upload endpoint, one per server behaviour. Usable with
 * `msw/browser` (Storybook, browser tests) and `msw/node`.
 *
 * Every handler first checks the request against the contract and answers 401/400
 * when it is wrong, so a story cannot pass while the panel sends a wrong request.
 * Only a correct request gets the behaviour the handler is named after.
 */

import type { HttpHandler } from 'msw'
import { HttpResponse, http } from 'msw'
import type { CannedResponse, CannedResponseName } from './cannedResponses'
import { cannedResponses, LOGIN_PATH } from './cannedResponses'
import type { ContractVerdict, UploadedPart, UploadRequestSnapshot } from './contract'
import { buildStoredAttachment, checkUploadRequest, contractOptions, DEMO_TOKEN, UPLOAD_PATH } from './contract'
import { hold } from './holds'
import { PER_FILE_REFUSALS, refusalFor } from './perFileRefusals'
import type { ReadUploadRequest } from './readUploadRequest'
import { readUploadRequest, sha256Hex } from './readUploadRequest'

export { heldRequestCount, releaseHeldRequests } from './holds'

/** Name of the behaviour a handler plays, reported to `onRequest`. */
export type UploadBehaviour =
  | 'success'
  | 'slowSuccess'
  | 'stalled'
  | 'networkError'
  | 'failTimesThenSucceed'
  | 'refuseByName'
  | 'refuseByType'
  | 'refuseEachFile'
  | CannedResponseName

export interface UploadRequestInfo {
  behaviour: UploadBehaviour
  /** Full request URL, including any query string. */
  url: string
  /** The contract's judgement; when not ok, the handler answered with it. */
  verdict: ContractVerdict
}

export interface UploadHandlerOptions {
  /** Accepted bearer token(s). Default: DEMO_TOKEN. */
  token?: string | readonly string[]
  /** Largest accepted file in bytes. Default: DEMO_MAX_FILE_SIZE. */
  maxFileSize?: number
  allowedTypes?: readonly string[]
  /** MSW path to intercept. Default: the upload path on any origin. */
  url?: string | RegExp
  /** MSW path of the login page `redirectToLogin` sends the client to. Default: LOGIN_PATH on any origin. */
  loginUrl?: string | RegExp
  /** Called for every request, before the handler answers (a test spy). */
  onRequest?: (snapshot: UploadRequestSnapshot, info: UploadRequestInfo) => void
  /** Id of each stored attachment. Default: a random UUID. */
  createId?: () => string
}

/** A failure `failTimesThenSucceed` answers with: a canned response, or no response at all. */
export type FailureBehaviour = CannedResponseName | 'networkError'

/** Default slow-success delay: long enough to see progress, short enough for tests. */
export const DEFAULT_SLOW_DELAY_MS = 2000

interface Accepted {
  request: Request
  read: ReadUploadRequest
  file: UploadedPart
}

type Responder = (accepted: Accepted) => Response | Promise<Response>

function toResponse(canned: CannedResponse): Response {
  return new HttpResponse(canned.body === '' ? null : canned.body, { status: canned.status, headers: canned.headers })
}

let fallbackId = 0
function defaultId(): string {
  // randomUUID needs a secure context; a plain-http LAN address is not one.
  return globalThis.crypto?.randomUUID?.() ?? `mock-attachment-${++fallbackId}`
}

export function createUploadHandlers(options: UploadHandlerOptions = {}) {
  const tokens = typeof options.token === 'string' ? [options.token] : (options.token ?? [DEMO_TOKEN])
  const contract = contractOptions({
    tokens,
    ...(options.maxFileSize === undefined ? {} : { maxFileSize: options.maxFileSize }),
    ...(options.allowedTypes === undefined ? {} : { allowedTypes: options.allowedTypes }),
  })
  const path = options.url ?? `*${UPLOAD_PATH}`
  const loginPath = options.loginUrl ?? `*${LOGIN_PATH}`
  const createId = options.createId ?? defaultId

  /** The one place a request is read and judged before a behaviour runs. */
  const uploadHandler = (behaviour: UploadBehaviour, respond: Responder): HttpHandler =>
    http.post(path, async ({ request }) => {
      const read = await readUploadRequest(request)
      const verdict = checkUploadRequest(read.snapshot, contract)
      options.onRequest?.(read.snapshot, { behaviour, url: request.url, verdict })
      if (!verdict.ok) return HttpResponse.json(verdict.body, { status: verdict.status })
      return respond({ request, read, file: verdict.file })
    })

  const store: Responder = async ({ read, file }) =>
    HttpResponse.json(
      buildStoredAttachment({
        id: createId(),
        file,
        fields: read.snapshot.fields,
        sha256: read.file === null ? null : await sha256Hex(read.file),
        createdAt: new Date(),
      }),
    )

  const canned = (name: CannedResponseName, response: CannedResponse) => uploadHandler(name, () => toResponse(response))

  const failWith = (behaviour: FailureBehaviour): Response =>
    behaviour === 'networkError' ? HttpResponse.error() : toResponse(cannedResponses[behaviour]())

  return {
    /** 200 with the stored attachment (see StoredAttachment). */
    success: () => uploadHandler('success', store),
    /** 200 after `delayMs`; the wait ends early (network error) if the request is aborted. */
    slowSuccess: (delayMs: number = DEFAULT_SLOW_DELAY_MS) =>
      uploadHandler('slowSuccess', async (accepted) =>
        (await hold(accepted.request.signal, delayMs)) === 'elapsed' ? store(accepted) : HttpResponse.error(),
      ),
    /** Never answers; the wait ends when the request is aborted or held requests are released. */
    stalled: () =>
      uploadHandler('stalled', async ({ request }) => {
        await hold(request.signal)
        return HttpResponse.error()
      }),
    /** No HTTP answer at all (connection failed). */
    networkError: () => uploadHandler('networkError', () => HttpResponse.error()),
    badRequest: (message?: string) => canned('badRequest', cannedResponses.badRequest(message)),
    htmlBadRequest: () => canned('htmlBadRequest', cannedResponses.htmlBadRequest()),
    longBadRequest: () => canned('longBadRequest', cannedResponses.longBadRequest()),
    badRequestWithoutMessage: () => canned('badRequestWithoutMessage', cannedResponses.badRequestWithoutMessage()),
    badRequestNonJson: () => canned('badRequestNonJson', cannedResponses.badRequestNonJson()),
    unauthorized: () => canned('unauthorized', cannedResponses.unauthorized()),
    forbidden: () => canned('forbidden', cannedResponses.forbidden()),
    notFound: () => canned('notFound', cannedResponses.notFound()),
    requestTimeout: () => canned('requestTimeout', cannedResponses.requestTimeout()),
    payloadTooLarge: () => canned('payloadTooLarge', cannedResponses.payloadTooLarge()),
    tooManyRequests: (retryAfterSeconds = 1) =>
      canned('tooManyRequests', cannedResponses.tooManyRequests(retryAfterSeconds)),
    serverError: () => canned('serverError', cannedResponses.serverError()),
    badGateway: () => canned('badGateway', cannedResponses.badGateway()),
    serviceUnavailable: (retryAfterSeconds = 1) =>
      canned('serviceUnavailable', cannedResponses.serviceUnavailable(retryAfterSeconds)),
    emptySuccess: () => canned('emptySuccess', cannedResponses.emptySuccess()),
    textSuccess: () => canned('textSuccess', cannedResponses.textSuccess()),
    /** 200 with an HTML login page instead of the endpoint's JSON (what a proxy or portal sends). */
    loginPage: () => canned('loginPage', cannedResponses.loginPage()),
    /**
     * An expired server-side sign-in: `302` to the login page. The browser follows it
     * by itself, so this comes with the handler answering the login page (GET).
     */
    redirectToLogin: (): HttpHandler[] => [
      canned('redirectToLogin', cannedResponses.redirectToLogin()),
      http.get(loginPath, () => toResponse(cannedResponses.loginPage())),
    ],
    /**
     * Refuses each file named in `reasons` with a 400 and its own message (as a server that
     * checks content would: damaged, unreadable, already attached); stores every other
     * file, or answers it with `otherwise`.
     */
    refuseByName: (reasons: Readonly<Record<string, string>>, otherwise?: FailureBehaviour) =>
      uploadHandler('refuseByName', (accepted) => {
        const reason = Object.hasOwn(reasons, accepted.file.name) ? reasons[accepted.file.name] : undefined
        if (reason !== undefined) return toResponse(cannedResponses.badRequest(reason))
        return otherwise === undefined ? store(accepted) : failWith(otherwise)
      }),
    /** Refuses every file of `type` (its part's `Content-Type`) with a 400 and `reason`; stores the others. */
    refuseByType: (type: string, reason: string) =>
      uploadHandler('refuseByType', (accepted) =>
        accepted.file.type === type ? toResponse(cannedResponses.badRequest(reason)) : store(accepted),
      ),
    /** Refuses every file with a 400 and a reason of its own (`refusalFor` its name). */
    refuseEachFile: (reasons: readonly string[] = PER_FILE_REFUSALS) =>
      uploadHandler('refuseEachFile', (accepted) =>
        toResponse(cannedResponses.badRequest(refusalFor(accepted.file.name, reasons))),
      ),
    /**
     * Each file (by name, type and size) fails `failures` times, then is stored.
     * Counts live in the handler: create one per story/test, or call `reset()`.
     */
    failTimesThenSucceed: (failures: number, failure: FailureBehaviour = 'serverError') => {
      const attempts = new Map<string, number>()
      const handler = uploadHandler('failTimesThenSucceed', (accepted) => {
        const key = `${accepted.file.name}\u0000${accepted.file.type}\u0000${accepted.file.size}`
        const attempt = (attempts.get(key) ?? 0) + 1
        attempts.set(key, attempt)
        return attempt <= failures ? failWith(failure) : store(accepted)
      })
      return Object.assign(handler, { reset: () => attempts.clear() })
    },
  }
}

export type UploadHandlers = ReturnType<typeof createUploadHandlers>
