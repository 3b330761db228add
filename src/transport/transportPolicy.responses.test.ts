import { describe, expect, it } from 'vitest'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { failureFromResponse, UploadFailureError } from './failures'
import { onPanelPage, policyWithFile, thrownBy } from './transportPolicy.testSupport'

onPanelPage()

describe('TransportPolicy hooks', () => {
  const harness = freshEachTest(policyWithFile)

  describe('onAfterResponse', () => {
    it('accepts a 2xx JSON answer', async () => {
      const { xhr } = await harness.answered(201, '{"id":7}', { headers: { 'Content-Type': 'application/json' } })
      expect(thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))).toBeUndefined()
    })

    it('throws the server’s message for a 400 with a JSON message, and does not retry it', async () => {
      const { xhr } = await harness.answered(400, JSON.stringify({ message: 'Plik jest uszkodzony.' }))
      const error = thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))
      expect(error).toBeInstanceOf(UploadFailureError)
      expect(error).toMatchObject({
        message: 'Plik jest uszkodzony.',
        failure: { kind: 'refused', fileMessage: 'Plik jest uszkodzony.', noticeMessage: 'Plik jest uszkodzony.' },
      })
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
    })

    it.each([
      [400, '<html>Bad Request</html>'],
      [400, ''],
      [500, JSON.stringify({ message: 'ignored' })],
      [413, ''],
    ])('throws the failure mapped from a %i with %j, naming the file in its notice', async (status, body) => {
      const { xhr } = await harness.answered(status, body)
      const error = thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))
      expect(error).toBeInstanceOf(UploadFailureError)
      const expected = failureFromResponse(status, body, null, 'zdjecie.png')
      expect(error).toMatchObject({ message: expected.fileMessage, failure: expected })
      expect(expected.noticeMessage).toContain('„zdjecie.png”')
    })

    it('treats an HTML page answered with 200 (a login page) as a sign-in failure, never retried', async () => {
      const { xhr } = await harness.answered(200, '<!DOCTYPE html><html><body>Zaloguj</body></html>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
      const error = thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))
      expect(error).toMatchObject({
        failure: {
          kind: 'unauthorized',
          noticeMessage: messages.uploadFailedForFile('zdjecie.png', messages.unauthorized),
        },
      })
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
    })

    it('treats a 2xx that came through a redirect as a sign-in failure', async () => {
      const { xhr } = await harness.answered(200, '{"ok":true}', { redirectedTo: 'https://panel.test/login' })
      expect(thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))).toMatchObject({ failure: { kind: 'unauthorized' } })
    })
  })

  describe('shouldRetry', () => {
    it.each([400, 401, 403, 404, 413])('does not retry %i', async (status) => {
      const { xhr } = await harness.answered(status)
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
      thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
    })

    it.each([408, 429, 500, 502, 503])('retries %i', async (status) => {
      const { xhr } = await harness.answered(status)
      expect(harness.hooks.shouldRetry(xhr)).toBe(true)
      thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))
      expect(harness.hooks.shouldRetry(xhr)).toBe(true)
    })

    it('retries a request that got no answer at all', async () => {
      const { fake, xhr } = await harness.prepared()
      xhr.send(null)
      fake.failNetwork()
      expect(harness.hooks.shouldRetry(xhr)).toBe(true)
    })

    it('does not retry when the server asks to come back later than the panel waits', async () => {
      const { xhr } = await harness.answered(429, '', { headers: { 'Retry-After': '3600' } })
      expect(thrownBy(() => harness.hooks.onAfterResponse(xhr, 0))).toMatchObject({ failure: { kind: 'server-error' } })
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
    })

    it('does not retry a request the panel ended itself', async () => {
      const { fake, xhr } = await harness.prepared()
      xhr.send(null)
      fake.progressUpload(10)
      harness.panel.context.supervisor.abort(harness.fileId, 'stalled')
      expect(fake.status).toBe(0)
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
    })

    it('retries nothing after stop()', async () => {
      const { xhr } = await harness.answered(503)
      harness.policy.stop()
      expect(harness.hooks.shouldRetry(xhr)).toBe(false)
    })
  })

  it('getResponseData parses JSON, keeps other text and gives null for an empty body', async () => {
    const read = async (body: string) => harness.hooks.getResponseData((await harness.answered(200, body)).xhr)
    expect(await read('{"id":7,"url":"/a/7"}')).toEqual({ parsed: { id: 7, url: '/a/7' } })
    expect(await read('OK')).toEqual({ parsed: 'OK' })
    expect(await read('')).toEqual({ parsed: null })
    expect(await read('  \n')).toEqual({ parsed: null })
  })
})
