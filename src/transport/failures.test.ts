import { describe, expect, it } from 'vitest'
import * as messages from '../i18n/messages'
import {
  failureFromResponse,
  failureOfUploadError,
  isResendableStatus,
  networkFailure,
  signInRequiredFailure,
  stallFailure,
  UploadFailureError,
} from './failures'
import { isHtmlDocument, parseResponseBody, parseRetryAfter, readServerMessage } from './responseBody'

describe('failureFromResponse', () => {
  it('shows the message of a 400 verbatim, as notice and on the file, without retrying', () => {
    const failure = failureFromResponse(400, JSON.stringify({ message: 'Plik jest uszkodzony.' }), null, 'a.png')
    expect(failure).toMatchObject({
      kind: 'refused',
      fileMessage: 'Plik jest uszkodzony.',
      noticeMessage: 'Plik jest uszkodzony.',
      resendable: false,
    })
  })

  it.each([
    ['no message', '{}'],
    ['an empty message', '{"message":"  "}'],
    ['a non-string message', '{"message":42}'],
    ['a non-JSON body', '<html>Bad Request</html>'],
    ['an empty body', ''],
  ])('reads a 400 with %s as a refusal without a reason: remove the file, no retry', (_label, body) => {
    const failure = failureFromResponse(400, body, null, 'a.png')
    expect(failure).toMatchObject({ kind: 'refused', fileMessage: messages.refusedByServer, resendable: false })
    expect(failure.remedy).toBe('replace')
    expect(failure.noticeMessage).toBe(
      'Nie udało się przesłać pliku „a.png”. Serwer nie przyjął tego pliku. Usuń go z listy lub wybierz inny plik.',
    )
  })

  // The reason each kind of answer leaves in the file's row, and what the member is offered.
  it.each([
    [401, 'Sesja wygasła. Zaloguj się, a potem ponów przesyłanie.', 'retry'],
    [403, 'Nie masz uprawnień do dodawania załączników.', 'replace'],
    [404, 'Serwer nie przyjął tego pliku. Usuń go z listy lub wybierz inny plik.', 'replace'],
    [413, 'Serwer nie przyjmuje tak dużych plików. Zmniejsz plik lub wybierz inny.', 'replace'],
    [422, 'Serwer nie przyjął tego pliku. Usuń go z listy lub wybierz inny plik.', 'replace'],
    [500, 'Przesyłanie nie powiodło się. Spróbuj ponownie za chwilę.', 'retry'],
    [503, 'Przesyłanie nie powiodło się. Spróbuj ponownie za chwilę.', 'retry'],
  ])('leaves the reason of a %i in the row: "%s" (%s)', (status, reason, remedy) => {
    const failure = failureFromResponse(status, '{"message":"ignored"}', null, 'umowa.pdf')
    expect(failure.fileMessage).toBe(reason)
    expect(failure.remedy).toBe(remedy)
    expect(failure.noticeMessage).toBe(
      `Nie udało się przesłać pliku „umowa.pdf”. ${status >= 500 ? 'Spróbuj ponownie za chwilę.' : reason}`,
    )
  })

  it('never tells the member to try again twice, nor to retry what a retry cannot fix', () => {
    for (const status of [400, 401, 403, 404, 408, 413, 422, 429, 500, 503]) {
      const { fileMessage, noticeMessage, remedy } = failureFromResponse(status, '', null, 'a.png')
      for (const text of [fileMessage, noticeMessage]) {
        expect(text.match(/spróbuj|ponów/gi)?.length ?? 0, `${status}: ${text}`).toBeLessThanOrEqual(1)
        if (remedy === 'replace') expect(text, `${status}`).not.toMatch(/spróbuj|ponów/i)
      }
    }
  })

  it.each([408, 429, 500, 502, 503, 599])('retries %i', (status) => {
    expect(failureFromResponse(status, '', null, 'a.png')).toMatchObject({ kind: 'server-error', resendable: true })
  })

  it('honours Retry-After on a 429', () => {
    expect(failureFromResponse(429, '', '2', 'a.png').retryAfterMs).toBe(2000)
  })

  it('waits up to a minute by itself; a longer Retry-After fails the file with "try later", without retrying', () => {
    expect(failureFromResponse(503, '', '60', 'a.png')).toMatchObject({ resendable: true, retryAfterMs: 60_000 })
    const busy = failureFromResponse(429, '', '3600', 'a.png')
    expect(busy).toMatchObject({ kind: 'server-error', status: 429, resendable: false, remedy: 'retry' })
    expect(busy.fileMessage).toBe('Serwer jest teraz przeciążony. Spróbuj ponownie za 60 minut.')
    expect(failureFromResponse(429, '', '61', 'a.png').noticeMessage).toBe(
      'Serwer jest teraz przeciążony. Spróbuj ponownie za 2 minuty.',
    )
  })
})

describe('a 2xx that is not the endpoint’s answer', () => {
  it('recognises an HTML page by its Content-Type or its first tag', () => {
    expect(isHtmlDocument('text/html; charset=utf-8', '{}')).toBe(true)
    expect(isHtmlDocument(null, '  <!DOCTYPE html><html><body>Zaloguj</body></html>')).toBe(true)
    expect(isHtmlDocument('', '<html lang="pl">')).toBe(true)
    expect(isHtmlDocument('application/json', '{"id":1}')).toBe(false)
    expect(isHtmlDocument('text/plain', 'OK')).toBe(false)
    expect(isHtmlDocument(null, '<htmlish>')).toBe(false)
  })

  it('is a sign-in failure, never retried', () => {
    const failure = signInRequiredFailure('umowa.pdf', 200)
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 200, resendable: false, remedy: 'retry' })
    expect(failure.fileMessage).toBe(messages.unauthorized)
    expect(failure.noticeMessage).toBe(`Nie udało się przesłać pliku „umowa.pdf”. ${messages.unauthorized}`)
  })
})

describe('failureOfUploadError', () => {
  const timeouts = { stallTimeoutMs: 30_000, responseTimeoutMs: 120_000 }

  it('names what the panel itself ended the request for', () => {
    expect(failureOfUploadError(new Error('x'), 'stalled', timeouts, 'a.png').fileMessage).toBe(messages.stalled(30))
    const unanswered = failureOfUploadError(new Error('x'), 'unanswered', timeouts, 'a.png')
    expect(unanswered).toMatchObject({ kind: 'no-answer', resendable: false })
    expect(unanswered.fileMessage).toBe(
      'Serwer nie odpowiedział w ciągu 2 minut. Plik mógł już zostać zapisany: sprawdź swoje załączniki, zanim prześlesz go ponownie.',
    )
    expect(
      failureOfUploadError(null, 'unanswered', { ...timeouts, responseTimeoutMs: 45_000 }, 'a').fileMessage,
    ).toContain('w ciągu 45 sekund')
    expect(failureOfUploadError(null, 'invalid-token', timeouts, 'a.png').fileMessage).toBe(messages.invalidToken)
    const unreadable = failureOfUploadError(null, 'unreadable', timeouts, 'skan.pdf')
    expect(unreadable.fileMessage).toBe(
      'Nie można odczytać pliku „skan.pdf”. Mógł zostać usunięty lub zmieniony po wybraniu: dodaj go ponownie.',
    )
    expect(unreadable.remedy).toBe('replace')
    expect(failureOfUploadError(null, 'unauthenticated', timeouts, 'a.png').fileMessage).toBe(messages.noToken)
  })

  it('keeps a mapped server answer, and reads anything else as no connection', () => {
    const mapped = failureFromResponse(400, JSON.stringify({ message: 'Plik jest uszkodzony.' }), null, 'a.png')
    expect(failureOfUploadError(new UploadFailureError(mapped), undefined, timeouts, 'a.png')).toBe(mapped)
    expect(failureOfUploadError(new Error('NetworkError'), undefined, timeouts, 'a.png')).toEqual(
      networkFailure('a.png'),
    )
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, never negative', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('3600', now)).toBe(3_600_000)
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:59:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})

describe('other failures', () => {
  it('names the seconds of a stall, with the right plural', () => {
    expect(stallFailure(30_000).fileMessage).toBe(
      'Przesyłanie nie robiło postępów przez 30 sekund, więc zostało przerwane. Spróbuj ponownie.',
    )
    expect(stallFailure(2_000).fileMessage).toContain('przez 2 sekundy')
    expect(stallFailure(1_000).fileMessage).toContain('przez 1 sekundę')
    expect(stallFailure(2_500).fileMessage).toContain('przez 3 sekundy')
  })

  it('retries a network failure and explains it in Polish, once', () => {
    expect(networkFailure('a.png')).toMatchObject({
      kind: 'connection-lost',
      resendable: true,
      remedy: 'retry',
      fileMessage: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
      noticeMessage:
        'Nie udało się przesłać pliku „a.png”. Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
    })
  })

  it('reads server messages only from JSON objects', () => {
    expect(readServerMessage('{"message":"Za duży"}')).toBe('Za duży')
    expect(readServerMessage('"message"')).toBeNull()
    expect(readServerMessage('null')).toBeNull()
  })
})

describe('parseResponseBody', () => {
  it('parses JSON, keeps other text raw, and turns an empty body into null', () => {
    expect(parseResponseBody('{"id":1}')).toEqual({ id: 1 })
    expect(parseResponseBody('OK')).toBe('OK')
    expect(parseResponseBody('')).toBeNull()
  })
})

describe('isResendableStatus', () => {
  it('retries no answer, 408, 429 and 5xx only', () => {
    expect([0, 408, 429, 500, 503, 599].map(isResendableStatus)).toEqual([true, true, true, true, true, true])
    expect([200, 400, 401, 403, 404, 413, 600].map(isResendableStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
