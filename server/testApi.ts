/**
 * Control API for tests (under /__test/):
 *   GET  /__test/requests            → the request log (JSON array)
 *   GET  /__test/scenarios           → { queue, available }
 *   POST /__test/scenarios           ← { queue: [name | { scenario, delayMs?, message? }], append?: boolean }
 *   POST /__test/reset               → empties the queue and the log (sequence starts at 1 again)
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestLog } from './requestLog'
import { sendJson } from './respond'
import type { ScenarioQueue } from './scenarios'
import { parseScenarioPlan, SCENARIOS, ScenarioError } from './scenarios'

export const TEST_API_PREFIX = '/__test/'

const MAX_CONTROL_BODY_BYTES = 64 * 1024

export interface TestApiContext {
  log: RequestLog
  scenarios: ScenarioQueue
}

class BadControlRequest extends Error {}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of req) {
    text += String(chunk)
    if (text.length > MAX_CONTROL_BODY_BYTES) throw new BadControlRequest('Body too large')
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BadControlRequest('Body must be JSON')
  }
}

/** Returns false when the path is not part of the control API. */
export async function handleTestApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  { log, scenarios }: TestApiContext,
): Promise<boolean> {
  const route = `${req.method} ${url.pathname}`
  try {
    switch (route) {
      case 'GET /__test/requests':
        sendJson(req, res, 200, log.list())
        return true
      case 'GET /__test/scenarios':
        sendJson(req, res, 200, { queue: scenarios.list(), available: SCENARIOS })
        return true
      case 'POST /__test/scenarios': {
        const body = await readJson(req)
        const { queue, append } = (body ?? {}) as { queue?: unknown; append?: unknown }
        if (!Array.isArray(queue)) throw new BadControlRequest('Expected { "queue": [...] }')
        const plans = queue.map(parseScenarioPlan)
        if (append === true) scenarios.append(plans)
        else scenarios.replace(plans)
        sendJson(req, res, 200, { queue: scenarios.list() })
        return true
      }
      case 'POST /__test/reset':
        req.resume()
        scenarios.clear()
        log.clear()
        sendJson(req, res, 200, { reset: true })
        return true
      default:
        return false
    }
  } catch (error) {
    if (error instanceof BadControlRequest || error instanceof ScenarioError) {
      sendJson(req, res, 400, { error: error.message })
      return true
    }
    throw error
  }
}
