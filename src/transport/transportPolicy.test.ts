import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FILE_FIELD_NAME, MAX_RETRIES, UPLOAD_FIELDS, UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import type { PanelFile } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { asXhr, FakeXhr, installFakeXhr } from '../test/fakeXhr'
import { addPng, createTestPanel, pngBytes, settle, type TestPanel, texts } from '../test/panelHarness'
import { failureFromResponse, UploadFailureError } from './failures'
import { panelTransportPlugin } from './panelTransport'
import { fetcherRetryDelayMs, TransportPolicy } from './transportPolicy'

const PAGE = 'https://panel.test/konto/zalaczniki'
const ENDPOINT = '/api/member/v1/attachments/upload'

/** The policy's hooks, which Uppy's types mark optional. */
function hooksOf(policy: TransportPolicy) {
  const { endpoint, onBeforeRequest, onAfterResponse, shouldRetry, getResponseData } = policy.xhrOptions
  if (!onBeforeRequest || !onAfterResponse || !shouldRetry || !getResponseData) throw new Error('a hook is missing')
  if (typeof endpoint !== 'function') throw new Error('the endpoint is not read per file')
  return { endpoint, onBeforeRequest, onAfterResponse, shouldRetry, getResponseData }
}

function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

/** A file whose bytes can no longer be read (deleted or changed on disk after it was picked). */
class UnreadableBlob extends Blob {
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new ReadableStream({
      pull: (controller) => controller.error(new DOMException('The file could not be read.', 'NotReadableError')),
    })
  }
}

beforeEach(() => {
  vi.stubGlobal('location', { href: PAGE })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('TransportPolicy hooks', () => {
  let panel: TestPanel
  let policy: TransportPolicy
  let hooks: ReturnType<typeof hooksOf>
  let fileId: string
  let file: PanelFile

  beforeEach(() => {
    installFakeXhr()
    panel = createTestPanel({ endpoint: ENDPOINT })
    policy = new TransportPolicy(panel.uppy, panel.context)
    hooks = hooksOf(policy)
    fileId = addPng(panel.uppy, 'zdjecie.png')
    file = panel.uppy.getFile(fileId)
  })
  afterEach(() => panel.context.supervisor.dispose())

  /** A request as the fetcher makes it: opened, handlers set, then `onBeforeRequest`. */
  async function prepared(retryCount = 0, files: PanelFile[] = [file]) {
    // Uppy asks for the endpoint before it opens a file's request.
    const [first] = files
    const url = first ? await hooks.endpoint(first) : ENDPOINT
    const fake = new FakeXhr()
    fake.open('POST', url)
    const failures: unknown[] = []
    fake.onerror = (event) => {
      failures.push(event)
    }
    await hooks.onBeforeRequest(asXhr(fake), retryCount, files)
    return { fake, xhr: asXhr(fake), failures }
  }

  /** A request sent and answered by the server. */
  async function answered(status: number, body = '', options: Parameters<FakeXhr['respond']>[2] = {}) {
    const request = await prepared()
    request.xhr.send(null)
    request.fake.respond(status, body, options)
    return request
  }

  describe('onBeforeRequest', () => {
    it('sends the token as a bearer token, read for each attempt', async () => {
      panel.config.token = 'first-token'
      const first = await prepared(0)
      panel.config.token = 'refreshed-token'
      const retry = await prepared(1)
      expect(first.fake.requestHeaders.authorization).toBe('Bearer first-token')
      expect(retry.fake.requestHeaders.authorization).toBe('Bearer refreshed-token')
      expect(retry.fake.requestHeaders.accept).toBe('application/json')
      expect(retry.fake.requestHeaders['x-requested-with']).toBe('XMLHttpRequest')
      expect(panel.context.supervisor.reasonFor(retry.xhr)).toBeUndefined()
    })

    it.each([null, undefined, ''])('aborts as unauthenticated when the token is %j, sending nothing', async (token) => {
      panel.config.token = token
      const { fake, xhr, failures } = await prepared()
      expect(fake.requestHeaders.authorization).toBeUndefined()
      expect(panel.context.supervisor.reasonFor(xhr)).toBe('unauthenticated')
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toHaveLength(1)
    })

    it('aborts as invalid-token when the browser refuses the token (a character outside ISO-8859-1)', async () => {
      panel.config.token = 'tokeń'
      const { fake, xhr } = await prepared()
      expect(panel.context.supervisor.reasonFor(xhr)).toBe('invalid-token')
      xhr.send(null)
      expect(fake.sent).toBe(false)
    })

    it('neutralises the request of a file removed meanwhile: nothing is sent and nothing fails', async () => {
      panel.uppy.removeFile(fileId)
      const { fake, xhr, failures } = await prepared(0, [file])
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toEqual([])
      expect(panel.context.supervisor.reasonFor(xhr)).toBeUndefined()
    })

    it('neutralises every request after stop()', async () => {
      policy.stop()
      const { fake, xhr, failures } = await prepared()
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toEqual([])
    })

    it('aborts the request of a paused file as paused', async () => {
      panel.uppy.setFileState(fileId, { isPaused: true })
      const { fake, xhr, failures } = await prepared()
      expect(panel.context.supervisor.reasonFor(xhr)).toBe('paused')
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toHaveLength(1)
    })

    // Chromium fails such a request like a lost connection, Firefox never sends it and waits for
    // ever, WebKit sends it with an empty file part (e2e networkTiming 41, in each engine).
    it('reads one byte before sending: a file that can no longer be read is never sent, and is named', async () => {
      const brokenId = panel.uppy.addFile({ name: 'skan.png', type: 'image/png', data: new UnreadableBlob(['x']) })
      const { fake, xhr, failures } = await prepared(0, [panel.uppy.getFile(brokenId)])
      expect(panel.context.supervisor.reasonFor(xhr)).toBe('unreadable')
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toHaveLength(1)
    })

    it('stops the request of a file paused while it was being read', async () => {
      let finishRead = () => {}
      class SlowBlob extends Blob {
        override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
          const bytes = new Uint8Array([1])
          return new ReadableStream({
            pull: (controller) =>
              new Promise<void>((resolve) => {
                finishRead = () => {
                  controller.enqueue(bytes)
                  controller.close()
                  resolve()
                }
              }),
          })
        }
      }
      const id = panel.uppy.addFile({ name: 'skan.png', type: 'image/png', data: new SlowBlob(['x']) })
      const request = prepared(0, [panel.uppy.getFile(id)])
      await settle()
      panel.uppy.setFileState(id, { isPaused: true })
      finishRead()
      const { xhr } = await request
      expect(panel.context.supervisor.reasonFor(xhr)).toBe('paused')
    })

    it('sends a file that can still be read, on the first attempt and after a network failure', async () => {
      const first = await prepared(0)
      expect(panel.context.supervisor.reasonFor(first.xhr)).toBeUndefined()
      first.xhr.send(null)
      first.fake.failNetwork()
      const retry = await prepared(1)
      expect(panel.context.supervisor.reasonFor(retry.xhr)).toBeUndefined()
    })

    it('starts the supervisor’s watch once the request is about to be sent', async () => {
      vi.useFakeTimers()
      const { fake, xhr } = await prepared()
      xhr.send(null)
      fake.progressUpload(10)
      vi.advanceTimersByTime(panel.config.stallTimeoutMs)
      expect(panel.context.supervisor.reasonFor(xhr)).toBe('stalled')
    })
  })

  describe('onAfterResponse', () => {
    it('accepts a 2xx JSON answer', async () => {
      const { xhr } = await answered(201, '{"id":7}', { headers: { 'Content-Type': 'application/json' } })
      expect(thrownBy(() => hooks.onAfterResponse(xhr, 0))).toBeUndefined()
    })

    it('throws the server’s message for a 400 with a JSON message, and does not retry it', async () => {
      const { xhr } = await answered(400, JSON.stringify({ message: 'Plik jest uszkodzony.' }))
      const error = thrownBy(() => hooks.onAfterResponse(xhr, 0))
      expect(error).toBeInstanceOf(UploadFailureError)
      expect(error).toMatchObject({
        message: 'Plik jest uszkodzony.',
        failure: { kind: 'rejected', fileMessage: 'Plik jest uszkodzony.', noticeMessage: 'Plik jest uszkodzony.' },
      })
      expect(hooks.shouldRetry(xhr)).toBe(false)
    })

    it.each([
      [400, '<html>Bad Request</html>'],
      [400, ''],
      [500, JSON.stringify({ message: 'ignored' })],
      [413, ''],
    ])('throws the failure mapped from a %i with %j, naming the file in its notice', async (status, body) => {
      const { xhr } = await answered(status, body)
      const error = thrownBy(() => hooks.onAfterResponse(xhr, 0))
      expect(error).toBeInstanceOf(UploadFailureError)
      const expected = failureFromResponse(status, body, null, 'zdjecie.png')
      expect(error).toMatchObject({ message: expected.fileMessage, failure: expected })
      expect(expected.noticeMessage).toContain('„zdjecie.png”')
    })

    it('treats an HTML page answered with 200 (a login page) as a sign-in failure, never retried', async () => {
      const { xhr } = await answered(200, '<!DOCTYPE html><html><body>Zaloguj</body></html>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
      const error = thrownBy(() => hooks.onAfterResponse(xhr, 0))
      expect(error).toMatchObject({
        failure: {
          kind: 'unauthorized',
          noticeMessage: messages.uploadFailedForFile('zdjecie.png', messages.unauthorized),
        },
      })
      expect(hooks.shouldRetry(xhr)).toBe(false)
    })

    it('treats a 2xx that came through a redirect as a sign-in failure', async () => {
      const { xhr } = await answered(200, '{"ok":true}', { redirectedTo: 'https://panel.test/login' })
      expect(thrownBy(() => hooks.onAfterResponse(xhr, 0))).toMatchObject({ failure: { kind: 'unauthorized' } })
    })
  })

  describe('shouldRetry', () => {
    it.each([400, 401, 403, 404, 413])('does not retry %i', async (status) => {
      const { xhr } = await answered(status)
      expect(hooks.shouldRetry(xhr)).toBe(false)
      thrownBy(() => hooks.onAfterResponse(xhr, 0))
      expect(hooks.shouldRetry(xhr)).toBe(false)
    })

    it.each([408, 429, 500, 502, 503])('retries %i', async (status) => {
      const { xhr } = await answered(status)
      expect(hooks.shouldRetry(xhr)).toBe(true)
      thrownBy(() => hooks.onAfterResponse(xhr, 0))
      expect(hooks.shouldRetry(xhr)).toBe(true)
    })

    it('retries a request that got no answer at all', async () => {
      const { fake, xhr } = await prepared()
      xhr.send(null)
      fake.failNetwork()
      expect(hooks.shouldRetry(xhr)).toBe(true)
    })

    it('does not retry when the server asks to come back later than the panel waits', async () => {
      const { xhr } = await answered(429, '', { headers: { 'Retry-After': '3600' } })
      expect(thrownBy(() => hooks.onAfterResponse(xhr, 0))).toMatchObject({ failure: { kind: 'busy' } })
      expect(hooks.shouldRetry(xhr)).toBe(false)
    })

    it('does not retry a request the panel ended itself', async () => {
      const { fake, xhr } = await prepared()
      xhr.send(null)
      fake.progressUpload(10)
      panel.context.supervisor.abort(fileId, 'stalled')
      expect(fake.status).toBe(0)
      expect(hooks.shouldRetry(xhr)).toBe(false)
    })

    it('retries nothing after stop()', async () => {
      const { xhr } = await answered(503)
      policy.stop()
      expect(hooks.shouldRetry(xhr)).toBe(false)
    })
  })

  it('getResponseData parses JSON, keeps other text and gives null for an empty body', async () => {
    const read = async (body: string) => hooks.getResponseData((await answered(200, body)).xhr)
    expect(await read('{"id":7,"url":"/a/7"}')).toEqual({ parsed: { id: 7, url: '/a/7' } })
    expect(await read('OK')).toEqual({ parsed: 'OK' })
    expect(await read('')).toEqual({ parsed: null })
    expect(await read('  \n')).toEqual({ parsed: null })
  })

  it('admitsUpload refuses without a token and tells the member why', () => {
    expect(policy.admitsUpload()).toBe(true)
    expect(texts(panel.context.feedback)).toEqual([])
    panel.config.token = null
    expect(policy.admitsUpload()).toBe(false)
    expect(panel.context.feedback.notices.getSnapshot()).toMatchObject([{ tone: 'error', text: messages.noToken }])
  })

  it('has the endpoint’s fixed fields, no concurrency limit and no Uppy timeout', () => {
    const { xhrOptions } = policy
    expect(xhrOptions).toMatchObject({
      method: 'POST',
      formData: true,
      fieldName: FILE_FIELD_NAME,
      allowedMetaFields: Object.keys(UPLOAD_FIELDS),
      limit: 0,
      timeout: 0,
      retries: MAX_RETRIES,
    })
    const endpoint = xhrOptions.endpoint as (file: PanelFile) => string
    expect(endpoint(file)).toBe(ENDPOINT)
    panel.config.endpoint = '/api/inny'
    expect(endpoint(file)).toBe('/api/inny')
  })

  it('fetcherRetryDelayMs matches the waits of Uppy’s fetcher', () => {
    expect([1, 2, 3].map(fetcherRetryDelayMs)).toEqual([150, 300, 600])
  })
})

describe('the panel’s transport over Uppy’s XHR uploader', () => {
  let network: ReturnType<typeof installFakeXhr>
  let panel: TestPanel
  let errors: unknown[]
  let successes: Array<{ id: string | undefined; status: number; body: unknown }>

  beforeEach(() => {
    vi.useFakeTimers()
    network = installFakeXhr()
    panel = createTestPanel({ endpoint: ENDPOINT })
    panel.uppy.use(panelTransportPlugin(), { context: panel.context })
    errors = []
    successes = []
    panel.uppy.on('upload-error', (_file, error) => errors.push(error))
    panel.uppy.on('upload-success', (file, response) =>
      successes.push({ id: file?.id, status: response.status, body: response.body?.parsed }),
    )
  })
  afterEach(() => {
    panel.uppy.destroy()
    panel.context.supervisor.dispose()
  })

  /** Starts the upload and lets it reach `send()`. */
  async function startUpload() {
    const run = panel.uppy.upload().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    // Wrapped: an async function returning the promise itself would wait for it.
    return { run }
  }

  it('sends one multipart POST per file with only the fixed fields, under the original name', async () => {
    const id = panel.uppy.addFile({
      name: 'faktura\u202Efdp.png',
      type: 'image/png',
      data: new Blob([pngBytes()], { type: 'image/png' }),
    })
    // What the intake plugin does for a name with bidi controls.
    panel.uppy.setFileMeta(id, { name: 'fakturafdp.png', originalName: 'faktura\u202Efdp.png' })
    const { run } = await startUpload()
    const [request] = network.sent()
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(ENDPOINT)
    const form = request?.body
    if (!(form instanceof FormData)) throw new Error('expected a multipart body')
    expect([...form.keys()].sort()).toEqual([FILE_FIELD_NAME, ...Object.keys(UPLOAD_FIELDS)].sort())
    for (const [field, value] of Object.entries(UPLOAD_FIELDS)) expect(form.get(field)).toBe(value)
    expect((form.get(FILE_FIELD_NAME) as File).name).toBe('faktura\u202Efdp.png')
    expect((form.get(FILE_FIELD_NAME) as File).type).toBe('image/png')
    request?.respond(201, '{"id":7}')
    await run
    expect(successes).toEqual([{ id, status: 201, body: { id: 7 } }])
  })

  it('sends the bytes of a file as they are, under the type Uppy settled on when the browser gave none', async () => {
    const bytes = pngBytes()
    const typed = panel.uppy.addFile({
      name: 'a.png',
      type: 'image/png',
      data: new Blob([bytes], { type: 'image/png' }),
    })
    const untyped = panel.uppy.addFile({ name: 'b.png', type: 'image/png', data: new Blob([bytes]) })
    await startUpload()
    const parts = network.sent().map((request) => (request.body as FormData).get(FILE_FIELD_NAME) as File)
    expect(parts.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'a.png', type: 'image/png' },
      { name: 'b.png', type: 'image/png' },
    ])
    for (const part of parts) expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes)
    expect(panel.uppy.getFile(typed).meta.type).toBe(panel.uppy.getFile(untyped).meta.type)
  })

  it('accepts an empty 2xx body (no English “expects a JSON response” error)', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(204, '')
    await run
    expect(errors).toEqual([])
    expect(successes).toMatchObject([{ status: 204, body: null }])
  })

  it('refuses to start without a token: nothing is sent and the member is told to sign in', async () => {
    addPng(panel.uppy)
    panel.config.token = null
    const outcome = await (await startUpload()).run
    expect(outcome).toBeInstanceOf(Error)
    expect(network.requests).toEqual([])
    expect(texts(panel.context.feedback, 'error')).toEqual([messages.noToken])
  })

  it('retries a 503 after the fetcher’s own delay when there is no Retry-After', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1) - 1)
    expect(network.sent()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(network.sent()).toHaveLength(2)
    network.last().respond(200, '{}')
    await run
    expect(successes).toHaveLength(1)
  })

  it('waits out Retry-After: 2 s from the 503 to the next attempt, the fetcher’s own delay included', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(503, '', { headers: { 'Retry-After': '2' } })
    await vi.advanceTimersByTimeAsync(1_999)
    // The fetcher made the next request after its 150 ms; the policy holds it back until 2 s.
    expect(network.requests).toHaveLength(2)
    expect(network.sent()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(network.sent()).toHaveLength(2)
    network.last().respond(201, '{"id":1}')
    await run
    expect(successes).toHaveLength(1)
  })

  // BUG: a Retry-After is kept for the file until its run ends, so it also delays retries
  // after later answers that carried none (here the third attempt waits 2 s instead of 300 ms).
  it('applies a Retry-After only to the attempt after the answer that carried it', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(503, '', { headers: { 'Retry-After': '2' } })
    await vi.advanceTimersByTimeAsync(2_000)
    await settle()
    network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(2))
    await settle()
    expect(network.sent()).toHaveLength(3)
    network.last().respond(200, '{}')
    await run
  })

  // BUG: the policy records the URL it expects the answer from by reading the endpoint prop again
  // in onBeforeRequest, while a retry is sent to the URL the fetcher opened for the first attempt.
  // After an endpoint change mid-upload, the retry's 2xx looks redirected and fails as a sign-in failure.
  it('accepts the answer of a retry after the endpoint prop changed', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(503)
    panel.config.endpoint = '/api/member/v2/attachments/upload'
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1))
    await settle()
    const retry = network.last()
    expect(retry.url).toBe(ENDPOINT)
    retry.respond(201, '{"id":1}')
    await run
    expect(errors).toEqual([])
    expect(successes).toHaveLength(1)
  })

  it('reads the token for every attempt, so a refreshed token is used by the retry', async () => {
    panel.config.token = 'old-token'
    addPng(panel.uppy)
    const { run } = await startUpload()
    panel.config.token = 'new-token'
    network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1))
    await settle()
    expect(network.sent().map((request) => request.requestHeaders.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ])
    network.last().respond(200, '{}')
    await run
  })

  it('fails the file as unauthenticated when the token is gone before a retry, without sending it', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    panel.config.token = null
    network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1))
    await run
    expect(network.requests).toHaveLength(2)
    expect(network.sent()).toHaveLength(1)
    expect(errors).toHaveLength(1)
    expect(panel.context.supervisor.reasonForUploadError(errors[0], undefined)).toBe('unauthenticated')
  })

  it(`gives up after ${MAX_RETRIES} retries of a transient failure`, async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
      network.last().respond(503)
      await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(attempt))
      await settle()
    }
    await run
    expect(network.sent()).toHaveLength(MAX_RETRIES + 1)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(UploadFailureError)
  })

  it('sends a 400 once and fails the file with the server’s message', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(400, JSON.stringify({ message: 'Nieobsługiwany plik.' }))
    await vi.advanceTimersByTimeAsync(10_000)
    await run
    expect(network.sent()).toHaveLength(1)
    expect(errors).toMatchObject([{ message: 'Nieobsługiwany plik.' }])
  })

  it('fails a file that can no longer be read as unreadable, sending nothing and not retrying', async () => {
    const id = panel.uppy.addFile({ name: 'skan.png', type: 'image/png', data: new UnreadableBlob(['x']) })
    const { run } = await startUpload()
    await vi.advanceTimersByTimeAsync(10_000)
    await run
    expect(network.requests).toHaveLength(1)
    expect(network.sent()).toHaveLength(0)
    expect(errors).toHaveLength(1)
    expect(panel.context.supervisor.reasonForUploadError(errors[0], undefined)).toBe('unreadable')
    expect(panel.uppy.getFile(id).error).toBeTruthy()
  })

  it('reports a body’s progress to Uppy once per interval, and its last byte at once', async () => {
    addPng(panel.uppy)
    const reported: number[] = []
    panel.uppy.on('upload-progress', (_file, progress) => reported.push(progress.bytesUploaded))
    const { run } = await startUpload()
    const request = network.last()
    const size = panel.uppy.getFiles()[0]?.size ?? 0
    for (const loaded of [10, 20, 30]) request.progressUpload(loaded)
    expect(reported).toEqual([])
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
    expect(reported).toEqual([size * 0.3])

    request.progressUpload(60)
    request.finishUpload()
    expect(reported).toEqual([size * 0.3, size])
    request.respond(201, '{}')
    await run
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
    expect(reported).toEqual([size * 0.3, size])
  })

  it('aborts a request that stalls, as stalled, without retrying it', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().progressUpload(10)
    await vi.advanceTimersByTimeAsync(panel.config.stallTimeoutMs)
    await run
    expect(network.last().aborted).toBe(true)
    expect(network.sent()).toHaveLength(1)
    expect(panel.context.supervisor.reasonForUploadError(errors[0], undefined)).toBe('stalled')
  })

  it('removes its upload guard and stops retrying when uninstalled', async () => {
    addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(503)
    expect(panel.context.uploadGuards.size).toBe(1)
    const transport = panel.uppy.getPlugin('PanelTransport')
    if (!transport) throw new Error('transport not installed')
    panel.uppy.removePlugin(transport)
    expect(panel.context.uploadGuards.size).toBe(0)
    // The retry the fetcher had already scheduled is made but never sent.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(network.requests).toHaveLength(2)
    expect(network.sent()).toHaveLength(1)
    const { policy } = transport as unknown as { policy: TransportPolicy }
    expect(hooksOf(policy).shouldRetry(asXhr(network.requests[0] as FakeXhr))).toBe(false)
    panel.uppy.removeFile(panel.uppy.getFiles()[0]?.id ?? '')
    await run
  })
})
