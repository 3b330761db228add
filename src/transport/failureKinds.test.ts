// What the host hears as `failure.kind`, `status` and `body` (../outcome/toUploadFailure.ts), for each answer and
// for each end the panel itself makes.
import { describe, expect, it } from 'vitest'
import { failureFromResponse, failureOfUploadError } from './failures'

describe('the kind of each failure', () => {
  const timeouts = { stallTimeoutMs: 30_000, responseTimeoutMs: 120_000 }

  it.each([
    [400, '{"message":"Zły plik"}', 'refused', { message: 'Zły plik' }],
    [400, '', 'refused', null],
    [403, '{"message":"Nie"}', 'refused', { message: 'Nie' }],
    [413, 'Request Entity Too Large', 'too-large', 'Request Entity Too Large'],
    [401, '{"message":"Token wygasł"}', 'unauthorized', { message: 'Token wygasł' }],
    [500, '{"message":"Błąd"}', 'server-error', { message: 'Błąd' }],
  ] as const)('reads a %i with body %j as the kind %s, the body parsed for the host', (status, text, kind, body) => {
    expect(failureFromResponse(status, text, null, 'a.png')).toMatchObject({ kind, status, body })
  })

  it.each([
    ['stalled', 'stalled'],
    ['unanswered', 'no-answer'],
    ['invalid-token', 'unauthorized'],
    ['unauthenticated', 'unauthorized'],
    ['unreadable', 'unreadable'],
    [undefined, 'connection-lost'],
  ] as const)('reads the end %s as the kind %s, with no status and no body', (reason, kind) => {
    expect(failureOfUploadError(new Error('x'), reason, timeouts, 'a.png')).toMatchObject({ kind, status: 0 })
    expect(failureOfUploadError(new Error('x'), reason, timeouts, 'a.png').body).toBeUndefined()
  })
})
