/**
 * The contract server: a real HTTP endpoint behaving like the member-area upload API,
 * with per-request scenarios and a request log for end-to-end tests.
 * Listens on 127.0.0.1 only; stores files in a temporary folder removed on close.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cannedResponses, LOGIN_PATH } from '../mocks/cannedResponses'
import { ALLOWED_TYPES, contractOptions, UPLOAD_PATH } from '../mocks/contract'
import { DEFAULT_MAX_FILE_SIZE, DEFAULT_PORT, DEFAULT_TOKENS } from './config'
import { preflightHeaders } from './cors'
import { SharedReadRate } from './readRate'
import type { RequestLogEntry } from './requestLog'
import { RequestLog } from './requestLog'
import { send, sendCanned, sendJson } from './respond'
import type { ScenarioPlan } from './scenarios'
import { parseScenarioPlan, ScenarioError, ScenarioQueue } from './scenarios'
import { handleTestApi, TEST_API_PREFIX } from './testApi'
import { handleUpload } from './uploadRoute'

export const HOST = '127.0.0.1'

export interface UploadServerOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number
  /** Accepted bearer tokens. Default member-token, member-token-2. */
  tokens?: readonly string[]
  /** Largest accepted file in bytes. Default 10 MiB. */
  maxFileSize?: number
  allowedTypes?: readonly string[]
  /** Receives one line per upload and errors. Never given tokens. Default: silent. */
  logger?: (line: string) => void
}

export interface RunningUploadServer {
  /** http://127.0.0.1:<port> */
  url: string
  /** Full URL of the upload endpoint. */
  uploadUrl: string
  port: number
  /** Where stored files are; removed by close(). */
  storageDir: string
  /** Snapshot of the request log (same as GET /__test/requests). */
  requests(): RequestLogEntry[]
  /** Resolves with the first log entry matching, now or later. */
  waitForRequest(predicate: (entry: RequestLogEntry) => boolean, timeoutMs?: number): Promise<RequestLogEntry>
  /** Same as POST /__test/scenarios. Entries: a scenario name or { scenario, delayMs?, message? }. */
  queueScenarios(queue: ReadonlyArray<string | ScenarioPlan>, options?: { append?: boolean }): void
  /**
   * Reads request bodies at most this fast, all uploads together (a slow uplink in any engine);
   * null: full speed. Reset by reset().
   */
  limitReadRate(bytesPerSecond: number | null): void
  /** Same as POST /__test/reset. */
  reset(): void
  /** Closes every connection (held ones too), stops listening and deletes stored files. */
  close(): Promise<void>
}

export async function startUploadServer(options: UploadServerOptions = {}): Promise<RunningUploadServer> {
  const storageDir = await mkdtemp(join(tmpdir(), 'attachment-upload-server-'))
  const log = new RequestLog()
  const scenarios = new ScenarioQueue()
  const readRate = new SharedReadRate()
  const report = options.logger ?? (() => {})
  const contract = contractOptions({
    tokens: options.tokens ?? DEFAULT_TOKENS,
    maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    allowedTypes: options.allowedTypes ?? ALLOWED_TYPES,
  })

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${HOST}`)
    if (req.method === 'OPTIONS') {
      req.resume()
      return send(req, res, 204, '', preflightHeaders(req.headers.origin))
    }
    if (url.pathname === UPLOAD_PATH) {
      if (req.method === 'POST')
        return handleUpload(req, res, url, { contract, storageDir, log, scenarios, readRate, report })
      req.resume()
      return sendJson(req, res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' })
    }
    if (url.pathname === LOGIN_PATH) {
      // Where `redirect-login` sends the client (XHR follows the 302 and fetches this page).
      req.resume()
      return sendCanned(req, res, cannedResponses.loginPage())
    }
    if (url.pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendJson(req, res, 200, { status: 'ok' })
    }
    if (url.pathname.startsWith(TEST_API_PREFIX) && (await handleTestApi(req, res, url, { log, scenarios }))) return
    req.resume()
    sendJson(req, res, 404, { error: 'Not found' })
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof ScenarioError) {
        // An unknown ?scenario= is the test's mistake; say so instead of failing obscurely.
        req.resume()
        return sendJson(req, res, 400, { error: error.message })
      }
      report(`Internal error on ${req.method} ${req.url?.split('?')[0]}: ${String(error)}`)
      if (res.headersSent) res.destroy()
      else sendJson(req, res, 500, { message: 'Wystąpił błąd serwera.' })
    })
  })
  // `stall-body` must be able to hold a request for ever; Node's default is 5 minutes.
  server.requestTimeout = 0

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_PORT, HOST, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${HOST}:${port}`

  let closing: Promise<void> | undefined
  return {
    url,
    uploadUrl: `${url}${UPLOAD_PATH}`,
    port,
    storageDir,
    requests: () => log.list(),
    waitForRequest: (predicate, timeoutMs) => log.waitFor(predicate, timeoutMs),
    queueScenarios(queue, { append = false } = {}) {
      const plans = queue.map(parseScenarioPlan)
      if (append) scenarios.append(plans)
      else scenarios.replace(plans)
    },
    limitReadRate: (bytesPerSecond) => readRate.set(bytesPerSecond),
    reset() {
      readRate.set(null)
      scenarios.clear()
      log.clear()
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }).then(() => rm(storageDir, { recursive: true, force: true }))
      return closing
    },
  }
}
