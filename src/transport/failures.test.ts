import { describe, expect, it } from 'vitest'
import {
  failureFromResponse,
  isRetryableStatus,
  networkFailure,
  parseRetryAfter,
  parseSuccessBody,
  readServerMessage,
  stallFailure,
} from './failures'

describe('failureFromResponse', () => {
  it('shows the message of a 400 verbatim, as notice and on the file, without retrying', () => {
    const failure = failureFromResponse(400, JSON.stringify({ message: 'Plik jest uszkodzony.' }), null, 'a.png')
    expect(failure).toMatchObject({
      kind: 'rejected',
      fileMessage: 'Plik jest uszkodzony.',
      noticeMessage: 'Plik jest uszkodzony.',
      retryable: false,
    })
  })

  it.each([
    ['no message', '{}'],
    ['an empty message', '{"message":"  "}'],
    ['a non-string message', '{"message":42}'],
    ['a non-JSON body', '<html>Bad Request</html>'],
    ['an empty body', ''],
  ])('falls back to the generic failure for a 400 with %s', (_label, body) => {
    const failure = failureFromResponse(400, body, null, 'a.png')
    expect(failure).toMatchObject({ kind: 'client', fileMessage: 'Przesyłanie nie powiodło się', retryable: false })
    expect(failure.noticeMessage).toBe('Nie udało się przesłać pliku „a.png”. Spróbuj ponownie.')
  })

  it.each([401, 403, 404, 413])('does not retry %i and shows the generic failure', (status) => {
    const failure = failureFromResponse(status, '{"message":"ignored"}', null, 'a.png')
    expect(failure.retryable).toBe(false)
    expect(failure.fileMessage).toBe('Przesyłanie nie powiodło się')
  })

  it('adds a sign-in hint to a 401', () => {
    expect(failureFromResponse(401, '', null, 'a.png').noticeMessage).toContain('Zaloguj się ponownie')
  })

  it.each([408, 429, 500, 502, 503, 599])('retries %i', (status) => {
    expect(failureFromResponse(status, '', null, 'a.png')).toMatchObject({ kind: 'transient', retryable: true })
  })

  it('honours Retry-After on a 429', () => {
    expect(failureFromResponse(429, '', '2', 'a.png').retryAfterMs).toBe(2000)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and caps hostile values', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('999999', now)).toBe(30_000)
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

  it('retries a network failure and explains it in Polish', () => {
    expect(networkFailure('a.png')).toMatchObject({
      kind: 'network',
      retryable: true,
      fileMessage: 'Przesyłanie nie powiodło się',
    })
  })

  it('reads server messages only from JSON objects', () => {
    expect(readServerMessage('{"message":"Za duży"}')).toBe('Za duży')
    expect(readServerMessage('"message"')).toBeNull()
    expect(readServerMessage('null')).toBeNull()
  })
})

describe('parseSuccessBody', () => {
  it('parses JSON, keeps other text raw, and turns an empty body into null', () => {
    expect(parseSuccessBody('{"id":1}')).toEqual({ id: 1 })
    expect(parseSuccessBody('OK')).toBe('OK')
    expect(parseSuccessBody('')).toBeNull()
  })
})

describe('isRetryableStatus', () => {
  it('retries no answer, 408, 429 and 5xx only', () => {
    expect([0, 408, 429, 500, 503, 599].map(isRetryableStatus)).toEqual([true, true, true, true, true, true])
    expect([200, 400, 401, 403, 404, 413, 600].map(isRetryableStatus)).toEqual([
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
