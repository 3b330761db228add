import { createHash } from 'node:crypto'
import type { HttpHandler } from 'msw'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { pngBytes as pngBytesOf } from '../src/test/fixtures'
import type { CannedResponse } from './cannedResponses'
import { cannedResponses, LOGIN_PATH, LONG_BAD_REQUEST_MESSAGE } from './cannedResponses'
import { CONTRACT_MESSAGES, DEMO_TOKEN, UPLOAD_PATH } from './contract'
import type { UploadHandlers } from './handlers'
import { createUploadHandlers, heldRequestCount, releaseHeldRequests } from './handlers'

/** Handlers accepting DEMO_TOKEN and DEMO_MAX_FILE_SIZE, as the stories' server does. */
const demo = createUploadHandlers()
const successHandler = demo.success()
const stalledHandler = demo.stalled()
const networkErrorHandler = demo.networkError()
const badRequestHandler = demo.badRequest()
const badRequest = (message?: string) => demo.badRequest(message)
const slowSuccess = (delayMs?: number) => demo.slowSuccess(delayMs)
const tooManyRequestsHandler = demo.tooManyRequests()
const serverErrorHandler = demo.serverError()
const emptySuccessHandler = demo.emptySuccess()
const textSuccessHandler = demo.textSuccess()
const loginPageHandler = demo.loginPage()
const redirectToLoginHandlers = demo.redirectToLogin()
const failTimesThenSucceed = (failures: number, failure?: Parameters<UploadHandlers['failTimesThenSucceed']>[1]) =>
  demo.failTimesThenSucceed(failures, failure)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  releaseHeldRequests()
})
afterAll(() => server.close())

const ENDPOINT = `http://app.test${UPLOAD_PATH}`
const pngBytes = pngBytesOf(12)

interface UploadInput {
  token?: string | null
  fields?: Record<string, string>
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } | null
  signal?: AbortSignal
  url?: string
  redirect?: RequestRedirect
}

/** Sends what the panel must send (overridable), like a browser would with FormData. */
function upload(input: UploadInput = {}): Promise<Response> {
  const form = new FormData()
  const fields = input.fields ?? { modelClass: 'uppy', modelId: 'uppyId', collection: 'thumbnails' }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const file = input.file === undefined ? { name: 'zdjęcie.png', type: 'image/png', bytes: pngBytes } : input.file
  if (file !== null) form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  const token = input.token === undefined ? DEMO_TOKEN : input.token
  return fetch(input.url ?? ENDPOINT, {
    method: 'POST',
    body: form,
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.redirect ? { redirect: input.redirect } : {}),
  })
}

async function expectCanned(response: Response, canned: CannedResponse) {
  expect(response.status).toBe(canned.status)
  for (const [name, value] of Object.entries(canned.headers)) expect(response.headers.get(name)).toBe(value)
  expect(await response.text()).toBe(canned.body)
}

function spiedHandlers(): { handlers: UploadHandlers; onRequest: ReturnType<typeof vi.fn> } {
  const onRequest = vi.fn()
  return { handlers: createUploadHandlers({ onRequest }), onRequest }
}

describe('successHandler', () => {
  it('answers 200 with the stored attachment, its SHA-256 and the echoed fields', async () => {
    server.use(successHandler)
    const response = await upload()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = await response.json()
    expect(body).toEqual({
      id: expect.any(String),
      name: 'zdjęcie.png',
      mimeType: 'image/png',
      size: pngBytes.byteLength,
      collection: 'thumbnails',
      modelClass: 'uppy',
      modelId: 'uppyId',
      sha256: createHash('sha256').update(pngBytes).digest('hex'),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it('matches the upload path on any origin, with a query string too', async () => {
    server.use(successHandler)
    expect((await upload({ url: `http://127.0.0.1:3000${UPLOAD_PATH}?x=1` })).status).toBe(200)
  })

  it('does not match another path', async () => {
    const fallback = http.post('*', () => new HttpResponse(null, { status: 418 }))
    server.use(successHandler, fallback)
    expect((await upload({ url: 'http://app.test/api/member/v1/attachments' })).status).toBe(418)
    expect((await upload({ url: `http://app.test${UPLOAD_PATH}/extra` })).status).toBe(418)
  })

  it('uses the given id factory', async () => {
    server.use(createUploadHandlers({ createId: () => 'fixed-id' }).success())
    expect(await (await upload()).json()).toMatchObject({ id: 'fixed-id' })
  })
})

describe('contract enforcement (every handler)', () => {
  const handlersUnderTest: Array<[string, HttpHandler]> = [
    ['successHandler', successHandler],
    ['serverErrorHandler', serverErrorHandler],
    ['networkErrorHandler', networkErrorHandler],
    ['stalledHandler', stalledHandler],
  ]

  it.each(handlersUnderTest)('%s answers 401 without a token', async (_name, handler) => {
    server.use(handler)
    const response = await upload({ token: null })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: CONTRACT_MESSAGES.missingAuthorization })
  })

  it.each(handlersUnderTest)('%s answers 401 with a wrong token', async (_name, handler) => {
    server.use(handler)
    const response = await upload({ token: 'someone-elses-token' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: CONTRACT_MESSAGES.invalidToken })
  })

  it.each(handlersUnderTest)('%s answers 400 to an extra field', async (_name, handler) => {
    server.use(handler)
    const fields = { modelClass: 'uppy', modelId: 'uppyId', collection: 'thumbnails', name: 'zdjęcie.png' }
    const response = await upload({ fields })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: CONTRACT_MESSAGES.unexpectedFields(['name']) })
  })

  it('answers 400 to a wrong field value, a missing file and a disallowed type', async () => {
    server.use(successHandler)
    const wrongValue = await upload({ fields: { modelClass: 'uppy', modelId: 'uppyId', collection: 'avatars' } })
    expect(await wrongValue.json()).toEqual({
      message: CONTRACT_MESSAGES.wrongFieldValue('collection', 'thumbnails'),
    })
    const noFile = await upload({ file: null })
    expect(noFile.status).toBe(400)
    expect(await noFile.json()).toEqual({ message: CONTRACT_MESSAGES.noFile })
    const text = await upload({ file: { name: 'notatka.txt', type: 'text/plain', bytes: pngBytes } })
    expect(text.status).toBe(400)
  })

  it('answers 400 to a urlencoded body', async () => {
    server.use(successHandler)
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
      body: new URLSearchParams({ modelClass: 'uppy', modelId: 'uppyId', collection: 'thumbnails' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: CONTRACT_MESSAGES.notMultipart })
  })

  it('applies the factory options: token list and file size limit', async () => {
    server.use(createUploadHandlers({ token: ['a', 'b'], maxFileSize: 10 }).success())
    expect((await upload({ token: DEMO_TOKEN })).status).toBe(401)
    expect((await upload({ token: 'b' })).status).toBe(400) // 12 bytes > 10
    const small = await upload({ token: 'a', file: { name: 'a.gif', type: 'image/gif', bytes: pngBytes.slice(0, 10) } })
    expect(small.status).toBe(200)
  })
})

describe('onRequest', () => {
  it('receives the snapshot and what the handler did with it', async () => {
    const { handlers, onRequest } = spiedHandlers()
    server.use(handlers.serverError())
    await upload()
    expect(onRequest).toHaveBeenCalledTimes(1)
    const [snapshot, info] = onRequest.mock.calls[0] ?? []
    expect(snapshot).toEqual({
      authorization: `Bearer ${DEMO_TOKEN}`,
      fields: { modelClass: ['uppy'], modelId: ['uppyId'], collection: ['thumbnails'] },
      files: [{ field: 'file', name: 'zdjęcie.png', type: 'image/png', size: pngBytes.byteLength }],
    })
    expect(info).toEqual({
      behaviour: 'serverError',
      url: ENDPOINT,
      verdict: { ok: true, file: snapshot?.files[0] },
    })
  })

  it('also receives rejected requests, with the rejection', async () => {
    const { handlers, onRequest } = spiedHandlers()
    server.use(handlers.success())
    await upload({ token: null })
    const [snapshot, info] = onRequest.mock.calls[0] ?? []
    expect(snapshot?.authorization).toBeNull()
    expect(info?.verdict).toMatchObject({ ok: false, status: 401 })
  })
})

describe('failure catalogue', () => {
  it('badRequestHandler answers 400 with the default Polish message', async () => {
    server.use(badRequestHandler)
    await expectCanned(await upload(), cannedResponses.badRequest())
  })

  it('badRequest(message) answers 400 with that message', async () => {
    server.use(badRequest('Obraz jest uszkodzony.'))
    const response = await upload()
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Obraz jest uszkodzony.' })
  })

  it('serverErrorHandler answers 500', async () => {
    server.use(serverErrorHandler)
    await expectCanned(await upload(), cannedResponses.serverError())
  })

  it('networkErrorHandler makes fetch fail without a response', async () => {
    server.use(networkErrorHandler)
    await expect(upload()).rejects.toThrow(TypeError)
  })

  it('tooManyRequestsHandler sends Retry-After: 1', async () => {
    server.use(tooManyRequestsHandler)
    const response = await upload()
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
  })

  it('emptySuccessHandler answers 200 with no body', async () => {
    server.use(emptySuccessHandler)
    const response = await upload()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('textSuccessHandler answers 200 with a body that is not JSON', async () => {
    server.use(textSuccessHandler)
    const response = await upload()
    expect(response.status).toBe(200)
    await expect(response.clone().json()).rejects.toThrow()
    expect(await response.text()).toBe('OK')
  })

  it('loginPageHandler answers 200 with an HTML login page instead of JSON', async () => {
    server.use(loginPageHandler)
    await expectCanned(await upload(), cannedResponses.loginPage())
  })

  it('redirectToLoginHandlers send the upload to the login page, which answers with HTML', async () => {
    server.use(...redirectToLoginHandlers)
    await expectCanned(await upload({ redirect: 'manual' }), cannedResponses.redirectToLogin())

    const followed = await upload()
    expect(followed.redirected).toBe(true)
    expect(new URL(followed.url).pathname).toBe(LOGIN_PATH)
    await expectCanned(followed, cannedResponses.loginPage())
  })

  it('redirectToLogin judges the upload by the contract first, like every handler', async () => {
    const { handlers, onRequest } = spiedHandlers()
    server.use(...handlers.redirectToLogin())
    expect((await upload({ token: 'wrong', redirect: 'manual' })).status).toBe(401)
    expect((await upload({ redirect: 'manual' })).status).toBe(302)
    expect(onRequest.mock.calls.map(([, info]) => info.behaviour)).toEqual(['redirectToLogin', 'redirectToLogin'])
  })

  const demo = createUploadHandlers()
  it.each([
    ['htmlBadRequest', demo.htmlBadRequest(), cannedResponses.htmlBadRequest()],
    ['longBadRequest', demo.longBadRequest(), cannedResponses.longBadRequest()],
    ['badRequestWithoutMessage', demo.badRequestWithoutMessage(), cannedResponses.badRequestWithoutMessage()],
    ['badRequestNonJson', demo.badRequestNonJson(), cannedResponses.badRequestNonJson()],
    ['unauthorized', demo.unauthorized(), cannedResponses.unauthorized()],
    ['forbidden', demo.forbidden(), cannedResponses.forbidden()],
    ['notFound', demo.notFound(), cannedResponses.notFound()],
    ['requestTimeout', demo.requestTimeout(), cannedResponses.requestTimeout()],
    ['payloadTooLarge', demo.payloadTooLarge(), cannedResponses.payloadTooLarge()],
    ['tooManyRequests(7)', demo.tooManyRequests(7), cannedResponses.tooManyRequests(7)],
    ['badGateway', demo.badGateway(), cannedResponses.badGateway()],
    ['serviceUnavailable', demo.serviceUnavailable(), cannedResponses.serviceUnavailable()],
  ])('%s sends its canned response', async (_name, handler, canned) => {
    server.use(handler)
    await expectCanned(await upload(), canned)
  })

  it('the catalogue bodies have the promised shapes', () => {
    expect(LONG_BAD_REQUEST_MESSAGE).toHaveLength(2000)
    expect(JSON.parse(cannedResponses.longBadRequest().body).message).toHaveLength(2000)
    expect(JSON.parse(cannedResponses.htmlBadRequest().body).message).toContain('<img src=x onerror=alert(1)>')
    expect(JSON.parse(cannedResponses.badRequestWithoutMessage().body)).not.toHaveProperty('message')
    expect(() => JSON.parse(cannedResponses.badRequestNonJson().body)).toThrow()
    expect(cannedResponses.payloadTooLarge().headers['Content-Type']).toContain('text/html')
  })
})

describe('stalledHandler', () => {
  it('never answers, and lets go when the request is aborted', async () => {
    const { handlers, onRequest } = spiedHandlers()
    server.use(handlers.stalled())
    const controller = new AbortController()
    const pending = upload({ signal: controller.signal })
    await vi.waitFor(() => expect(onRequest).toHaveBeenCalled())
    await vi.waitFor(() => expect(heldRequestCount()).toBe(1))
    const settled = vi.fn()
    void pending.then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).not.toHaveBeenCalled()
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await vi.waitFor(() => expect(heldRequestCount()).toBe(0))
  })

  it('releaseHeldRequests() ends a stall as a network error', async () => {
    server.use(stalledHandler)
    const pending = upload()
    await vi.waitFor(() => expect(heldRequestCount()).toBe(1))
    releaseHeldRequests()
    await expect(pending).rejects.toThrow(TypeError)
    expect(heldRequestCount()).toBe(0)
  })
})

describe('slowSuccessHandler', () => {
  it('answers 200 after the delay', async () => {
    server.use(slowSuccess(150))
    const started = performance.now()
    const response = await upload()
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(await response.json()).toMatchObject({ name: 'zdjęcie.png' })
  })

  it('stops waiting when the request is aborted', async () => {
    server.use(slowSuccess(60_000))
    const controller = new AbortController()
    const pending = upload({ signal: controller.signal })
    await vi.waitFor(() => expect(heldRequestCount()).toBe(1))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await vi.waitFor(() => expect(heldRequestCount()).toBe(0))
  })
})

describe('failTimesThenSucceed', () => {
  it('fails each file N times, then stores it', async () => {
    server.use(failTimesThenSucceed(2))
    expect((await upload()).status).toBe(500)
    const other = { name: 'inne.pdf', type: 'application/pdf', bytes: pngBytes }
    expect((await upload({ file: other })).status).toBe(500)
    expect((await upload()).status).toBe(500)
    expect((await upload()).status).toBe(200)
    expect((await upload()).status).toBe(200)
    expect((await upload({ file: other })).status).toBe(500)
    expect((await upload({ file: other })).status).toBe(200)
  })

  it('can fail with a network error, and reset() starts counting again', async () => {
    const handler = failTimesThenSucceed(1, 'networkError')
    server.use(handler)
    await expect(upload()).rejects.toThrow(TypeError)
    expect((await upload()).status).toBe(200)
    handler.reset()
    await expect(upload()).rejects.toThrow(TypeError)
  })

  it('does not count rejected requests as attempts', async () => {
    server.use(failTimesThenSucceed(1))
    expect((await upload({ token: 'wrong' })).status).toBe(401)
    expect((await upload()).status).toBe(500)
    expect((await upload()).status).toBe(200)
  })
})
