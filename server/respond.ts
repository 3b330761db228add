/** Writing responses: JSON and the shared canned responses, with CORS headers added. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CannedResponse } from '../mocks/cannedResponses'
import { corsHeaders } from './cors'

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, {
    ...corsHeaders(req.headers.origin),
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
  })
  res.end(body)
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(req, res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers })
}

export function sendCanned(req: IncomingMessage, res: ServerResponse, canned: CannedResponse): void {
  send(req, res, canned.status, canned.body, canned.headers)
}
