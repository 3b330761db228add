// The host's own test of its endpoint mocks, through the package's public name: what the panel sends (one multipart
// POST with the Bearer token, the four fields and the file) is stored; a wrong token or a refusal is answered so.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createAttachmentHandlers, releaseHeldRequests } from 'attachment-upload-panel/msw'
import { setupServer } from 'msw/node'

const ENDPOINT = 'https://host.example/api/member/v1/attachments/upload'
const sent = []
const attachments = createAttachmentHandlers({ onRequest: (request) => sent.push(request) })
const server = setupServer(attachments.success())

before(() => server.listen({ onUnhandledRequest: 'error' }))
after(() => {
  releaseHeldRequests()
  server.close()
})

/** The request the panel makes for one file. */
function upload(token) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ modelClass: 'uppy', modelId: 'uppyId', collection: 'thumbnails' }))
    body.append(name, value)
  body.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'faktura.pdf')
  return fetch(ENDPOINT, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } })
}

test('stores a correct request and answers with the attachment and its id', async () => {
  const answer = await upload('member-token')
  assert.equal(answer.status, 200)
  const stored = await answer.json()
  assert.equal(stored.name, 'faktura.pdf')
  assert.equal(typeof stored.id, 'string')
  assert.equal(sent.at(-1).authorization, 'Bearer member-token')
})

test('answers a wrong token with 401, whatever the handler', async () => {
  assert.equal((await upload('someone-else')).status, 401)
})

test('refuses the file with the message a story or test gives', async () => {
  server.use(attachments.badRequest('Plik jest uszkodzony.'))
  const answer = await upload('member-token')
  assert.equal(answer.status, 400)
  assert.deepEqual(await answer.json(), { message: 'Plik jest uszkodzony.' })
})
