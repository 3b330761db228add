/**
 * CORS for local development: the playground and Storybook run on other localhost
 * ports. Only loopback origins are echoed; any other origin gets no allow header.
 */

const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i

/** Request headers a page may send: the contract needs only Authorization. */
const ALLOWED_REQUEST_HEADERS = 'Authorization, Content-Type, X-Requested-With'

export function isLoopbackOrigin(origin: string | undefined): origin is string {
  return origin !== undefined && LOOPBACK_ORIGIN.test(origin)
}

/** For every response. Exposes Retry-After so the panel can honour it on 429/503. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!isLoopbackOrigin(origin)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  }
}

/** For an OPTIONS preflight. */
export function preflightHeaders(origin: string | undefined): Record<string, string> {
  const headers = corsHeaders(origin)
  if (!isLoopbackOrigin(origin)) return headers
  return {
    ...headers,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Max-Age': '600',
  }
}
