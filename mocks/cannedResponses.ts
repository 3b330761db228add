/**
 * Answers of the failure catalogue, defined once so the MSW handlers and the Node
 * contract server send byte-identical responses. Pure: plain data, no I/O.
 */
import { CONTRACT_MESSAGES } from './contract'

export interface CannedResponse {
  status: number
  headers: Record<string, string>
  /** Exact body text; '' for an empty body. */
  body: string
}

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' }
const HTML_TYPE = { 'Content-Type': 'text/html; charset=utf-8' }

function json(status: number, body: unknown, headers: Record<string, string> = {}): CannedResponse {
  return { status, headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) }
}

/** What a reverse proxy (nginx) answers itself, not the application: HTML, not JSON. */
function proxyPage(status: number, reason: string): CannedResponse {
  const title = `${status} ${reason}`
  return {
    status,
    headers: HTML_TYPE,
    body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
  }
}

/** Where `redirectToLogin` sends the client. */
export const LOGIN_PATH = '/login'

export const DEFAULT_BAD_REQUEST_MESSAGE = 'Plik nie został przyjęty: uszkodzony lub nieczytelny obraz.'

/** Markup a panel must show as text, never render. */
export const HTML_BAD_REQUEST_MESSAGE = 'Nieprawidłowa nazwa pliku <img src=x onerror=alert(1)>'

/** Exactly 2000 characters, to test wrapping and truncation of a very long server message. */
export const LONG_BAD_REQUEST_MESSAGE = buildLongMessage(2000)

function buildLongMessage(length: number): string {
  const sentence =
    'Serwer odrzucił plik, ponieważ jego zawartość nie spełnia wymagań dotyczących załączników w strefie członkowskiej. '
  const text = sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length - 1)
  return `${text.trimEnd().padEnd(length - 1, '.')}.`
}

export const cannedResponses = {
  badRequest: (message: string = DEFAULT_BAD_REQUEST_MESSAGE) => json(400, { message }),
  htmlBadRequest: () => json(400, { message: HTML_BAD_REQUEST_MESSAGE }),
  longBadRequest: () => json(400, { message: LONG_BAD_REQUEST_MESSAGE }),
  /** Laravel-style validation body without the top-level `message`. */
  badRequestWithoutMessage: () => json(400, { errors: { file: ['Plik jest nieprawidłowy.'] } }),
  badRequestNonJson: () => proxyPage(400, 'Bad Request'),
  /** Same body as the contract's own 401, but sent even for a valid token (e.g. a revoked session). */
  unauthorized: () => json(401, { message: CONTRACT_MESSAGES.invalidToken }),
  forbidden: () => json(403, { message: 'Nie masz uprawnień do dodawania załączników.' }),
  notFound: () => json(404, { message: 'Nie znaleziono.' }),
  requestTimeout: () => proxyPage(408, 'Request Time-out'),
  payloadTooLarge: () => proxyPage(413, 'Request Entity Too Large'),
  tooManyRequests: (retryAfterSeconds = 1) =>
    json(
      429,
      { message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' },
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  serverError: () => json(500, { message: 'Wystąpił błąd serwera.' }),
  badGateway: () => proxyPage(502, 'Bad Gateway'),
  serviceUnavailable: (retryAfterSeconds = 1) =>
    json(503, { message: 'Usługa jest chwilowo niedostępna.' }, { 'Retry-After': String(retryAfterSeconds) }),
  emptySuccess: (): CannedResponse => ({ status: 200, headers: {}, body: '' }),
  /** An expired sign-in as framework back ends answer it: a redirect to the login page. */
  redirectToLogin: (): CannedResponse => ({ status: 302, headers: { Location: LOGIN_PATH }, body: '' }),
  /** The login page itself (and what a proxy's or portal's 200 page looks like): HTML, not the endpoint's JSON. */
  loginPage: (): CannedResponse => ({
    status: 200,
    headers: HTML_TYPE,
    body: '<!DOCTYPE html>\n<html lang="pl"><head><title>Logowanie</title></head><body><h1>Zaloguj się</h1><form method="post"></form></body></html>\n',
  }),
  textSuccess: (): CannedResponse => ({
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: 'OK',
  }),
} as const

export type CannedResponseName = keyof typeof cannedResponses
