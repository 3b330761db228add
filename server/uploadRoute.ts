/**
 * POST /api/member/v1/attachments/upload: receive, judge with the shared contract,
 * then play the scenario chosen for this request, recording everything in the log.
 */
import { randomUUID } from 'node:crypto'
import { rename, rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ContractOptions, ContractRejection } from '../mocks/contract'
import {
  buildStoredAttachment,
  CONTRACT_MESSAGES,
  checkAuthorization,
  checkFile,
  checkUploadRequest,
  FILE_FIELD,
  reject,
} from '../mocks/contract'
import { createBodyTap, midwayPoint } from './bodyTap'
import { readPhotoFacts } from './photoFacts'
import type { SharedReadRate } from './readRate'
import type { ReceivedFile, ReceivedUpload } from './receiveUpload'
import { receiveUpload } from './receiveUpload'
import type { RequestLog, RequestLogEntry } from './requestLog'
import { sendCanned, sendJson } from './respond'
import type { ScenarioPlan, ScenarioQueue } from './scenarios'
import { cannedResponseFor, DEFAULT_SLOW_DELAY_MS } from './scenarios'

export interface UploadRouteContext {
  contract: ContractOptions
  storageDir: string
  log: RequestLog
  scenarios: ScenarioQueue
  /** How fast bodies are read, all uploads together. */
  readRate: SharedReadRate
  /** One line per finished upload; never given the Authorization header. */
  report: (line: string) => void
}

/** Everything one request's handling needs after the scenario is chosen. */
interface Exchange {
  req: IncomingMessage
  res: ServerResponse
  entry: RequestLogEntry
  context: UploadRouteContext
  /** Aborted when the connection ends for any reason, stopping reads, writes and waits. */
  signal: AbortSignal
  /** Where the incoming file is written until it is stored under its id. */
  savePath: string
}

export async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: UploadRouteContext,
): Promise<void> {
  const { plan, source } = context.scenarios.choose(url.searchParams)
  const authorization = req.headers.authorization ?? null
  const { log } = context
  const entry = log.start({
    scenario: plan.scenario,
    scenarioSource: source,
    authorization,
    accept: req.headers.accept ?? null,
    requestedWith: headerValue(req.headers['x-requested-with']),
  })

  const connection = new AbortController()
  let droppedByServer = false
  // Report once the connection has closed and the handling below has finished, whichever is last.
  let pendingBeforeReport = 2
  const reportWhenSettled = () => {
    if (--pendingBeforeReport === 0) context.report(describe(entry))
  }
  res.on('close', () => {
    if (!res.writableFinished && !droppedByServer) {
      entry.closedByClient = true
      log.finish(entry, 'aborted-by-client')
      log.changed()
    }
    connection.abort()
    reportWhenSettled()
  })

  const holdsBody = plan.scenario === 'stall-body' || plan.scenario === 'drop'
  const tap = createBodyTap({
    ...(holdsBody ? { stopAfterBytes: midwayPoint(req.headers['content-length']) } : {}),
    onStop: () => {
      if (plan.scenario === 'stall-body') return probeUntilClosed(res)
      droppedByServer = true
      log.finish(entry, 'dropped')
      req.socket.destroy()
    },
    pace: (bytes) => context.readRate.delayFor(bytes),
    onBytes: (total) => {
      entry.bodyBytesReceived = total
      log.changed()
    },
  })

  const exchange: Exchange = {
    req,
    res,
    entry,
    context,
    signal: connection.signal,
    savePath: join(context.storageDir, `incoming-${entry.seq}-${randomUUID()}`),
  }
  const authorized = checkAuthorization(authorization, context.contract) === null
  let kept = false
  try {
    const received = await receiveUpload(req, {
      maxFileSize: context.contract.maxFileSize,
      // Bytes of a request that will be refused anyway are only counted and hashed.
      savePath: authorized ? exchange.savePath : null,
      tap,
      signal: connection.signal,
    })
    recordParts(entry, received)
    log.changed()
    if (received.kind === 'interrupted') return
    if (received.kind !== 'complete') {
      await refuse(exchange, judgeIncomplete(received, authorization, context.contract))
      return
    }
    const verdict = checkUploadRequest(
      { authorization, fields: received.fields, files: received.files },
      context.contract,
    )
    if (!verdict.ok) {
      await refuse(exchange, verdict)
      return
    }
    kept = await play(plan, verdict.file, received.fields, exchange)
  } finally {
    if (!kept) await discardFile(exchange)
    reportWhenSettled()
  }
}

/**
 * While the body is not being read, the client's FIN sits unread behind its data, so
 * Node never notices the client leaving. An interim `102 Processing` (which clients must
 * ignore, RFC 9110 §15.2) makes the client's kernel answer with a reset once it has
 * closed, and the next write fails: the socket closes and is recorded.
 */
const PROBE_INTERVAL_MS = 200

function probeUntilClosed(res: ServerResponse): void {
  const timer = setInterval(() => {
    if (!res.destroyed && !res.headersSent) res.writeProcessing()
  }, PROBE_INTERVAL_MS)
  res.once('close', () => clearInterval(timer))
}

function recordParts(entry: RequestLogEntry, received: ReceivedUpload): void {
  if (!('files' in received)) return
  entry.fields = received.fields
  entry.fileCount = received.files.length
  const file = received.files.find((part) => part.field === FILE_FIELD)
  entry.file = file === undefined ? null : { name: file.name, type: file.type, size: file.size, sha256: file.sha256 }
}

/** The shared contract's answer to a body that could not be read completely. */
function judgeIncomplete(
  received: ReceivedUpload & { kind: 'not-multipart' | 'malformed' | 'too-large' },
  authorization: string | null,
  contract: ContractOptions,
): ContractRejection {
  const unauthorized = checkAuthorization(authorization, contract)
  if (unauthorized !== null) return unauthorized
  switch (received.kind) {
    case 'not-multipart':
      return reject(400, CONTRACT_MESSAGES.notMultipart)
    case 'malformed':
      return reject(400, CONTRACT_MESSAGES.malformedMultipart)
    case 'too-large': {
      // Reading stopped at the limit, so the true size is unknown: at least one byte more.
      const atLeast = { ...received.file, size: Math.max(received.file.size, contract.maxFileSize + 1) }
      return (
        checkFile(atLeast, contract) ?? reject(400, CONTRACT_MESSAGES.fileTooLarge(atLeast.name, contract.maxFileSize))
      )
    }
  }
}

/** Deletes what was written of a file that will not be stored (before answering, so tests see it gone). */
async function discardFile(exchange: Exchange): Promise<void> {
  await rm(exchange.savePath, { force: true })
}

async function refuse(exchange: Exchange, rejection: ContractRejection): Promise<void> {
  await discardFile(exchange)
  sendJson(exchange.req, exchange.res, rejection.status, rejection.body)
  exchange.context.log.finish(exchange.entry, 'rejected', rejection.status)
}

/** Answers a valid request as the scenario says. Returns whether the file was kept. */
async function play(
  plan: ScenarioPlan,
  file: ReceivedFile,
  fields: Record<string, string[]>,
  exchange: Exchange,
): Promise<boolean> {
  const canned = cannedResponseFor(plan)
  if (canned !== null) {
    await discardFile(exchange)
    sendCanned(exchange.req, exchange.res, canned)
    exchange.context.log.finish(exchange.entry, 'scripted', canned.status)
    return false
  }
  switch (plan.scenario) {
    case 'stall':
    case 'stall-body':
    case 'drop':
      // Hold the connection without answering until the client goes away (or close()).
      return false
    case 'slow':
      try {
        await sleep(plan.delayMs ?? DEFAULT_SLOW_DELAY_MS, undefined, { signal: exchange.signal })
      } catch {
        return false // the client left while we waited
      }
      return store(file, fields, exchange)
    default:
      return store(file, fields, exchange)
  }
}

async function store(file: ReceivedFile, fields: Record<string, string[]>, exchange: Exchange): Promise<boolean> {
  const { req, res, entry, context } = exchange
  if (file.sha256 === null) {
    // Only if writing to disk failed: the file was not received completely.
    await discardFile(exchange)
    sendJson(req, res, 500, { message: 'Nie udało się zapisać pliku.' })
    context.log.finish(entry, 'scripted', 500)
    return false
  }
  const id = randomUUID()
  const storedPath = join(context.storageDir, id)
  await rename(exchange.savePath, storedPath)
  if (entry.file) entry.file.photo = await readPhotoFacts(storedPath, file.type).catch(() => null)
  const body = buildStoredAttachment({ id, file, fields, sha256: file.sha256, createdAt: new Date() })
  entry.attachmentId = id
  sendJson(req, res, 200, body)
  context.log.finish(entry, 'stored', 200)
  return true
}

/** One console line; deliberately without the Authorization header or token. */
function describe(entry: RequestLogEntry): string {
  const file = entry.file === null ? 'no file' : `"${entry.file.name}" (${entry.file.type}, ${entry.file.size} B)`
  const status = entry.status === undefined ? '' : ` ${entry.status}`
  const closed = entry.closedByClient ? ', closed by client' : ''
  return `#${entry.seq} scenario=${entry.scenario} → ${entry.outcome}${status}; ${file}${closed}`
}

/** A header's value as one string (Node gives an array for repeated headers). */
function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : value
}
