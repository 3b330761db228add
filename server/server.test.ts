import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CannedResponse } from '../mocks/cannedResponses'
import { cannedResponses, LONG_BAD_REQUEST_MESSAGE } from '../mocks/cannedResponses'
import { CONTRACT_MESSAGES, REQUIRED_FIELDS } from '../mocks/contract'
import type { RunningUploadServer } from './createServer'
import { startUploadServer } from './createServer'
import type { RequestLogEntry } from './requestLog'

const TOKEN = 'member-token'
const SECOND_TOKEN = 'member-token-2'
const LIMIT = 2 * 1024 * 1024

let server: RunningUploadServer
const reported: string[] = []

beforeAll(async () => {
  server = await startUploadServer({
    port: 0,
    tokens: [TOKEN, SECOND_TOKEN],
    maxFileSize: LIMIT,
    logger: (line) => reported.push(line),
  })
})
afterEach(() => server.reset())
afterAll(() => server.close())

type Bytes = Uint8Array<ArrayBuffer>

/** Deterministic, incompressible-looking bytes. */
function bytesOfSize(size: number, seed = 7): Bytes {
  const bytes = new Uint8Array(size)
  let state = seed
  for (let index = 0; index < size; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    bytes[index] = state >> 16
  }
  return bytes
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const smallPng = bytesOfSize(1000)

interface FilePart {
  name: string
  type: string
  bytes: Bytes
  field?: string
}

interface UploadInput {
  token?: string | null
  authorization?: string
  fields?: Record<string, string | string[]>
  files?: FilePart[]
  query?: string
  signal?: AbortSignal
  origin?: string
}

function upload(input: UploadInput = {}): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(input.fields ?? REQUIRED_FIELDS)) {
    for (const single of Array.isArray(value) ? value : [value]) form.append(name, single)
  }
  const files = input.files ?? [{ name: 'zdjęcie.png', type: 'image/png', bytes: smallPng }]
  for (const file of files) form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type }), file.name)
  const headers: Record<string, string> = {}
  const token = input.token === undefined ? TOKEN : input.token
  if (input.authorization !== undefined) headers.Authorization = input.authorization
  else if (token !== null) headers.Authorization = `Bearer ${token}`
  if (input.origin !== undefined) headers.Origin = input.origin
  return fetch(`${server.uploadUrl}${input.query ?? ''}`, {
    method: 'POST',
    body: form,
    headers,
    ...(input.signal ? { signal: input.signal } : {}),
  })
}

async function expectMessage(response: Response, status: number, message: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ message })
}

async function expectCanned(response: Response, canned: CannedResponse) {
  expect(response.status).toBe(canned.status)
  for (const [name, value] of Object.entries(canned.headers)) expect(response.headers.get(name)).toBe(value)
  expect(await response.text()).toBe(canned.body)
}

async function storedFileNames(): Promise<string[]> {
  return readdir(server.storageDir)
}

const onlyEntry = (): RequestLogEntry => {
  const entries = server.requests()
  const [entry] = entries
  expect(entries).toHaveLength(1)
  if (!entry) throw new Error('No request logged')
  return entry
}

function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  })
}

describe('basics', () => {
  it('listens on 127.0.0.1 and answers /healthz', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers 405 to another method on the upload path and 404 elsewhere', async () => {
    const get = await fetch(server.uploadUrl)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await fetch(`${server.url}/api/member/v1/other`, { method: 'POST' })).status).toBe(404)
    expect(server.requests()).toHaveLength(0)
  })
})

describe('a valid upload', () => {
  it('is stored; the answer and the log carry a SHA-256 of exactly the bytes sent', async () => {
    const bytes = bytesOfSize(300 * 1024)
    const response = await upload({ files: [{ name: 'zdjęcie z wakacji.jpg', type: 'image/jpeg', bytes }] })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      id: expect.any(String),
      name: 'zdjęcie z wakacji.jpg',
      mimeType: 'image/jpeg',
      size: bytes.byteLength,
      collection: 'thumbnails',
      modelClass: 'uppy',
      modelId: 'uppyId',
      sha256: sha256(bytes),
      createdAt: expect.any(String),
    })
    const onDisk = await readFile(join(server.storageDir, body.id))
    expect(sha256(onDisk)).toBe(sha256(bytes))

    expect(onlyEntry()).toMatchObject({
      seq: 1,
      scenario: 'ok',
      scenarioSource: 'default',
      authorization: `Bearer ${TOKEN}`,
      fields: { modelClass: ['uppy'], modelId: ['uppyId'], collection: ['thumbnails'] },
      file: { name: 'zdjęcie z wakacji.jpg', type: 'image/jpeg', size: bytes.byteLength, sha256: sha256(bytes) },
      fileCount: 1,
      outcome: 'stored',
      status: 200,
      attachmentId: body.id,
      closedByClient: false,
    })
  })

  it('is accepted with the second token, and for a file of exactly the limit', async () => {
    expect((await upload({ token: SECOND_TOKEN })).status).toBe(200)
    const atLimit = await upload({ files: [{ name: 'a.pdf', type: 'application/pdf', bytes: bytesOfSize(LIMIT) }] })
    expect(atLimit.status).toBe(200)
    expect(await atLimit.json()).toMatchObject({ size: LIMIT })
  })
})

describe('401', () => {
  it('without an Authorization header', async () => {
    await expectMessage(await upload({ token: null }), 401, CONTRACT_MESSAGES.missingAuthorization)
    expect(onlyEntry()).toMatchObject({ authorization: null, outcome: 'rejected', status: 401 })
  })

  it.each([
    ['a wrong token', 'Bearer nope'],
    ['no scheme', TOKEN],
    ['Basic', `Basic ${TOKEN}`],
  ])('with %s, storing nothing', async (_case, authorization) => {
    const before = await storedFileNames()
    await expectMessage(await upload({ authorization }), 401, CONTRACT_MESSAGES.invalidToken)
    expect(await storedFileNames()).toEqual(before)
  })

  it('even when the request is also otherwise wrong, or the file too large', async () => {
    expect((await upload({ token: 'nope', fields: {} })).status).toBe(401)
    const big = [{ name: 'big.png', type: 'image/png', bytes: bytesOfSize(LIMIT + 1) }]
    expect((await upload({ token: 'nope', files: big })).status).toBe(401)
  })
})

describe('400', () => {
  it.each(Object.keys(REQUIRED_FIELDS))('when %s is missing', async (name) => {
    const fields: Record<string, string> = { ...REQUIRED_FIELDS }
    delete fields[name]
    await expectMessage(await upload({ fields }), 400, CONTRACT_MESSAGES.missingField(name))
  })

  it.each(Object.entries(REQUIRED_FIELDS))('when %s has a wrong value', async (name, expected) => {
    const fields = { ...REQUIRED_FIELDS, [name]: 'other' }
    await expectMessage(await upload({ fields }), 400, CONTRACT_MESSAGES.wrongFieldValue(name, expected))
  })

  it('when a field is repeated', async () => {
    const fields = { ...REQUIRED_FIELDS, collection: ['thumbnails', 'thumbnails'] }
    await expectMessage(await upload({ fields }), 400, CONTRACT_MESSAGES.repeatedField('collection'))
  })

  it('when there is an extra field, and logs what was sent', async () => {
    const fields = { ...REQUIRED_FIELDS, name: 'zdjęcie.png', type: 'image/png' }
    await expectMessage(await upload({ fields }), 400, CONTRACT_MESSAGES.unexpectedFields(['name', 'type']))
    expect(onlyEntry()).toMatchObject({
      outcome: 'rejected',
      status: 400,
      fields: { name: ['zdjęcie.png'], type: ['image/png'] },
    })
  })

  it('when there is no file, two files, or the file is in another field', async () => {
    await expectMessage(await upload({ files: [] }), 400, CONTRACT_MESSAGES.noFile)
    const two = [
      { name: 'a.png', type: 'image/png', bytes: smallPng },
      { name: 'b.png', type: 'image/png', bytes: smallPng },
    ]
    await expectMessage(await upload({ files: two }), 400, CONTRACT_MESSAGES.tooManyFiles)
    const elsewhere = [{ name: 'a.png', type: 'image/png', bytes: smallPng, field: 'files[]' }]
    await expectMessage(await upload({ files: elsewhere }), 400, CONTRACT_MESSAGES.unexpectedFields(['files[]']))
  })

  it.each(['text/plain', 'image/webp', 'application/octet-stream'])('when the type is %s', async (type) => {
    const files = [{ name: 'plik', type, bytes: smallPng }]
    await expectMessage(
      await upload({ files }),
      400,
      CONTRACT_MESSAGES.typeNotAllowed(type, ['image/jpeg', 'image/gif', 'image/png', 'application/pdf']),
    )
  })

  it('when the file is empty', async () => {
    const files = [{ name: 'pusty.png', type: 'image/png', bytes: new Uint8Array(0) }]
    await expectMessage(await upload({ files }), 400, CONTRACT_MESSAGES.emptyFile('pusty.png'))
  })

  it('when the file is one byte over the limit: reading stops and nothing is kept', async () => {
    const before = await storedFileNames()
    const files = [{ name: 'duży.png', type: 'image/png', bytes: bytesOfSize(LIMIT + 1) }]
    await expectMessage(await upload({ files }), 400, CONTRACT_MESSAGES.fileTooLarge('duży.png', LIMIT))
    expect(onlyEntry()).toMatchObject({
      outcome: 'rejected',
      status: 400,
      file: { name: 'duży.png', size: LIMIT + 1, sha256: null },
    })
    expect(await storedFileNames()).toEqual(before)
  })

  it('when the body is not multipart', async () => {
    const response = await fetch(server.uploadUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: new URLSearchParams(REQUIRED_FIELDS),
    })
    await expectMessage(response, 400, CONTRACT_MESSAGES.notMultipart)
  })

  it('when the multipart body is malformed', async () => {
    const response = await fetch(server.uploadUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="modelClass"\r\n\r\nupp',
    })
    await expectMessage(response, 400, CONTRACT_MESSAGES.malformedMultipart)
  })
})

describe('scenarios', () => {
  const canned: Array<[string, CannedResponse]> = [
    ['400', cannedResponses.badRequest()],
    ['html-400', cannedResponses.htmlBadRequest()],
    ['long-400', cannedResponses.longBadRequest()],
    ['400-no-message', cannedResponses.badRequestWithoutMessage()],
    ['400-non-json', cannedResponses.badRequestNonJson()],
    ['401', cannedResponses.unauthorized()],
    ['403', cannedResponses.forbidden()],
    ['404', cannedResponses.notFound()],
    ['408', cannedResponses.requestTimeout()],
    ['413', cannedResponses.payloadTooLarge()],
    ['429', cannedResponses.tooManyRequests(1)],
    ['500', cannedResponses.serverError()],
    ['502', cannedResponses.badGateway()],
    ['503', cannedResponses.serviceUnavailable(1)],
    ['empty-200', cannedResponses.emptySuccess()],
    ['text-200', cannedResponses.textSuccess()],
  ]

  it.each(canned)('?scenario=%s sends its response and logs it', async (scenario, expected) => {
    await expectCanned(await upload({ query: `?scenario=${scenario}` }), expected)
    expect(onlyEntry()).toMatchObject({
      scenario,
      scenarioSource: 'query',
      outcome: 'scripted',
      status: expected.status,
    })
  })

  it('the odd bodies are what the catalogue promises', async () => {
    expect((await upload({ query: '?scenario=429' })).headers.get('retry-after')).toBe('1')
    expect(await (await upload({ query: '?scenario=html-400' })).json()).toEqual({
      message: expect.stringContaining('<img src=x onerror=alert(1)>'),
    })
    const long = await (await upload({ query: '?scenario=long-400' })).json()
    expect(long.message).toBe(LONG_BAD_REQUEST_MESSAGE)
    expect(long.message).toHaveLength(2000)
    expect(await (await upload({ query: '?scenario=empty-200' })).text()).toBe('')
  })

  it('?scenario=400&message= sends that message', async () => {
    const message = 'Ten obraz jest uszkodzony.'
    await expectMessage(await upload({ query: `?scenario=400&message=${encodeURIComponent(message)}` }), 400, message)
  })

  it('a scripted failure still goes to the contract first', async () => {
    expect((await upload({ query: '?scenario=500', token: 'nope' })).status).toBe(401)
    expect((await upload({ query: '?scenario=empty-200', fields: {} })).status).toBe(400)
  })

  it('an unknown scenario is refused with a 400 naming it', async () => {
    const response = await upload({ query: '?scenario=explode' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain('"explode"')
  })

  it('slow answers 200 after delayMs', async () => {
    const started = performance.now()
    const response = await upload({ query: '?scenario=slow&delayMs=150' })
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
    expect(onlyEntry()).toMatchObject({ scenario: 'slow', outcome: 'stored' })
  })

  it('slow records the client leaving while it waits', async () => {
    const controller = new AbortController()
    const pending = upload({ query: '?scenario=slow&delayMs=60000', signal: controller.signal })
    await server.waitForRequest((entry) => entry.file?.sha256 !== undefined && entry.file?.sha256 !== null)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    const entry = await server.waitForRequest((candidate) => candidate.closedByClient)
    expect(entry).toMatchObject({ outcome: 'aborted-by-client', closedByClient: true })
    expect(entry.status).toBeUndefined()
  })

  it('stall reads the whole body, never answers, and records the client closing', async () => {
    const controller = new AbortController()
    const settled: string[] = []
    const pending = upload({ query: '?scenario=stall', signal: controller.signal })
    pending.then(
      () => settled.push('answered'),
      () => settled.push('failed'),
    )
    const received = await server.waitForRequest((entry) => entry.file !== null)
    expect(received).toMatchObject({ outcome: 'pending', closedByClient: false, file: { sha256: sha256(smallPng) } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toEqual([])
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    const closed = await server.waitForRequest((entry) => entry.closedByClient)
    expect(closed).toMatchObject({ scenario: 'stall', outcome: 'aborted-by-client', finishedAt: expect.any(String) })
    expect(closed.status).toBeUndefined()
  })

  it('stall-body stops reading midway and records the client closing', async () => {
    const bytes = bytesOfSize(LIMIT) // far more than socket buffers hold
    const controller = new AbortController()
    const pending = upload({
      query: '?scenario=stall-body',
      signal: controller.signal,
      files: [{ name: 'a.png', type: 'image/png', bytes }],
    })
    pending.catch(() => {})
    // The midway point itself, then a while to see nothing more is read: on a loaded machine, 150 ms after the
    // first bytes did not always reach it (582,048 of 1,048,804 bytes read).
    await server.waitForRequest((entry) => entry.bodyBytesReceived >= bytes.byteLength / 2)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const held = onlyEntry()
    expect(held.outcome).toBe('pending')
    expect(held.bodyBytesReceived).toBeGreaterThan(0)
    expect(held.bodyBytesReceived).toBeLessThanOrEqual(bytes.byteLength / 2 + 1024)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    const closed = await server.waitForRequest((entry) => entry.closedByClient)
    expect(closed).toMatchObject({ outcome: 'aborted-by-client', bodyBytesReceived: held.bodyBytesReceived })
    expect(closed.file?.sha256 ?? null).toBeNull()
  })

  it('drop destroys the connection midway: fetch fails and the log says dropped', async () => {
    const bytes = bytesOfSize(512 * 1024)
    await expect(
      upload({ query: '?scenario=drop', files: [{ name: 'a.png', type: 'image/png', bytes }] }),
    ).rejects.toThrow(TypeError)
    const entry = await server.waitForRequest((candidate) => candidate.outcome !== 'pending')
    expect(entry).toMatchObject({ scenario: 'drop', outcome: 'dropped', closedByClient: false })
    expect(entry.status).toBeUndefined()
    expect(entry.bodyBytesReceived).toBeLessThan(bytes.byteLength)
  })

  it('drop also fails a request small enough to arrive in one piece', async () => {
    await expect(upload({ query: '?scenario=drop' })).rejects.toThrow(TypeError)
    expect(onlyEntry().outcome).toBe('dropped')
  })
})

describe('control API', () => {
  it('queues scenarios for the next uploads in order, then falls back to ok', async () => {
    const queued = await control('scenarios', { queue: ['500', { scenario: '400', message: 'Drugi.' }, 'ok'] })
    expect(queued.status).toBe(200)
    expect(await queued.json()).toEqual({
      queue: [{ scenario: '500' }, { scenario: '400', message: 'Drugi.' }, { scenario: 'ok' }],
    })

    expect((await upload()).status).toBe(500)
    // A query parameter wins and does not consume the queue.
    expect((await upload({ query: '?scenario=403' })).status).toBe(403)
    await expectMessage(await upload(), 400, 'Drugi.')
    expect((await upload()).status).toBe(200)
    expect((await upload()).status).toBe(200)

    const log = (await (await control('requests')).json()) as RequestLogEntry[]
    expect(log.map((entry) => [entry.seq, entry.scenario, entry.scenarioSource, entry.status])).toEqual([
      [1, '500', 'queue', 500],
      [2, '403', 'query', 403],
      [3, '400', 'queue', 400],
      [4, 'ok', 'queue', 200],
      [5, 'ok', 'default', 200],
    ])
  })

  it('append adds to the queue; GET shows it; slow takes delayMs from the entry', async () => {
    await control('scenarios', { queue: ['500'] })
    await control('scenarios', { queue: [{ scenario: 'slow', delayMs: 10 }], append: true })
    expect(await (await control('scenarios')).json()).toMatchObject({
      queue: [{ scenario: '500' }, { scenario: 'slow', delayMs: 10 }],
      available: expect.arrayContaining(['stall', 'stall-body', 'drop', '400-non-json']),
    })
    expect((await upload()).status).toBe(500)
    expect((await upload()).status).toBe(200)
    expect(server.requests()[1]).toMatchObject({ scenario: 'slow', outcome: 'stored' })
  })

  it('refuses an unknown scenario or a bad body without changing the queue', async () => {
    await control('scenarios', { queue: ['500'] })
    expect((await control('scenarios', { queue: ['500', 'nonsense'] })).status).toBe(400)
    expect((await control('scenarios', { queue: [{ scenario: 'slow', delayMs: -1 }] })).status).toBe(400)
    expect((await control('scenarios', { nope: true })).status).toBe(400)
    const notJson = await fetch(`${server.url}/__test/scenarios`, { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
    expect((await (await control('scenarios')).json()).queue).toEqual([{ scenario: '500' }])
  })

  it('reset empties the queue and the log', async () => {
    await control('scenarios', { queue: ['500', '500'] })
    expect((await upload()).status).toBe(500)
    const reset = await control('reset', {})
    expect(reset.status).toBe(200)
    expect(await (await control('requests')).json()).toEqual([])
    expect((await upload()).status).toBe(200)
    expect(onlyEntry().seq).toBe(1)
  })

  it('in-process helpers mirror the HTTP API', async () => {
    server.queueScenarios(['404'])
    expect((await upload()).status).toBe(404)
    expect(server.requests()).toEqual(await (await control('requests')).json())
  })
})

describe('CORS', () => {
  it('answers a preflight from a localhost origin, allowing Authorization', async () => {
    const response = await fetch(server.uploadUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:6006',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:6006')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    expect(server.requests()).toHaveLength(0)
  })

  it('echoes loopback origins on responses and exposes Retry-After', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://[::1]:3000', 'https://localhost']) {
      const response = await upload({ origin, query: '?scenario=429' })
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After')
    }
  })

  it('does not allow other origins', async () => {
    for (const origin of ['https://example.com', 'http://localhost.evil.com', 'http://127.0.0.1.nip.io:80']) {
      const preflight = await fetch(server.uploadUrl, { method: 'OPTIONS', headers: { Origin: origin } })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      expect((await upload({ origin })).headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})

describe('secrecy and cleanup', () => {
  it('never reports the token or Authorization header', async () => {
    reported.length = 0
    await upload()
    await upload({ token: SECOND_TOKEN, query: '?scenario=500' })
    await upload({ authorization: 'Bearer some-secret-value' })
    // A line is reported once the connection has closed, a moment after the answer.
    await vi.waitFor(() => expect(reported).toHaveLength(3))
    for (const line of reported) {
      expect(line).not.toContain(TOKEN)
      expect(line).not.toContain('some-secret-value')
      expect(line).not.toMatch(/bearer/i)
    }
  })

  it('close() ends held connections and removes the storage folder', async () => {
    const other = await startUploadServer({ port: 0 })
    const form = new FormData()
    for (const [name, value] of Object.entries(REQUIRED_FIELDS)) form.append(name, value)
    form.append('file', new Blob([smallPng], { type: 'image/png' }), 'a.png')
    const pending = fetch(`${other.uploadUrl}?scenario=stall`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    pending.catch(() => {})
    await other.waitForRequest((entry) => entry.file !== null)
    expect(existsSync(other.storageDir)).toBe(true)
    await other.close()
    await expect(pending).rejects.toThrow(TypeError)
    expect(existsSync(other.storageDir)).toBe(false)
  })

  it('keeps no partial files after rejected, dropped or abandoned uploads', async () => {
    const before = await storedFileNames()
    await upload({ token: 'nope' })
    await upload({ fields: {} })
    await upload({ query: '?scenario=500' })
    await upload({ query: '?scenario=drop' }).catch(() => {})
    const controller = new AbortController()
    const stalled = upload({ query: '?scenario=stall', signal: controller.signal })
    stalled.catch(() => {})
    await server.waitForRequest((entry) => entry.scenario === 'stall' && entry.file !== null)
    controller.abort()
    await server.waitForRequest((entry) => entry.closedByClient)
    // Clean-up follows the connection closing by a moment.
    await vi.waitFor(async () => expect(await storedFileNames()).toEqual(before))
  })
})
