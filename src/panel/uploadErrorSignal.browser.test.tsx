// Issue 64: the host hears each failure the member is shown, with why, the answer's status and body, and the text.
import { describe, expect, it, vi } from 'vitest'
import { CONTRACT_MESSAGES } from '../../mocks/contract'
import { stallUploads } from '../../mocks/stalledUplink'
import { DEFAULT_ENDPOINT } from '../core/config'
import * as messages from '../i18n/messages'
import { pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import { fileErrors, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'
import type { AttachmentUploadPanelProps, UploadedFile, UploadFailure } from '../types'

const { worker, mock, requests, onCleanup, setup } = setUpUploadMock()

type OnUploadError = (file: UploadedFile, failure: UploadFailure) => void

/** Sends one photo and waits until its row shows a failure; returns what the host heard. */
async function failOnce(props: Partial<AttachmentUploadPanelProps> = {}) {
  const onUploadError = vi.fn<OnUploadError>()
  const onUploadSuccess = vi.fn()
  const { container } = await setup({ ...props, onUploadError, onUploadSuccess })
  await addFiles(container, [pngFile('skan.png')])
  await button('Prześlij 1 plik').click()
  await eventually(() => expect(fileErrors(container)).toHaveLength(1), { timeout: 15_000 })
  // Heard once, with the file and the words of its row.
  expect(onUploadError).toHaveBeenCalledTimes(1)
  const [file, failure] = onUploadError.mock.calls[0] ?? []
  expect(file).toMatchObject({ name: 'skan.png', type: 'image/png' })
  expect(failure?.message).toBe(fileErrors(container)[0])
  expect(onUploadSuccess).not.toHaveBeenCalled()
  return failure
}

describe('onUploadError, once per failed file, with why', () => {
  it('a refusal (400): its status, its parsed body and the server’s message', async () => {
    worker.use(mock.badRequest('Plik jest uszkodzony.'))
    expect(await failOnce()).toEqual({
      kind: 'refused',
      status: 400,
      body: { message: 'Plik jest uszkodzony.' },
      message: 'Plik jest uszkodzony.',
    })
  })

  it('too large for the server (413): the proxy’s page as text', async () => {
    worker.use(mock.payloadTooLarge())
    const failure = await failOnce()
    expect(failure).toMatchObject({ kind: 'too-large', status: 413, message: messages.tooLargeForServer })
    expect(failure?.body).toEqual(expect.stringContaining('Request Entity Too Large'))
  })

  it('an expired sign-in (401)', async () => {
    worker.use(mock.unauthorized())
    expect(await failOnce()).toEqual({
      kind: 'unauthorized',
      status: 401,
      body: { message: CONTRACT_MESSAGES.invalidToken },
      message: messages.unauthorized,
    })
  })

  it('a server that is busy for longer than the panel waits by itself (503)', async () => {
    worker.use(mock.serviceUnavailable(3_600))
    expect(await failOnce()).toMatchObject({ kind: 'server-error', status: 503 })
  })

  it('a connection that fails, after the panel’s own retries: no status, no body', async () => {
    worker.use(mock.networkError())
    expect(await failOnce()).toEqual({
      kind: 'connection-lost',
      status: null,
      body: null,
      message: messages.networkError,
    })
    // The panel's own retries came first (failOnce: heard once, at the end).
  })

  it('a body that stops moving', async () => {
    worker.use(mock.success())
    onCleanup(stallUploads((url) => url.endsWith(DEFAULT_ENDPOINT)))
    expect(await failOnce({ stallTimeoutMs: 1_000 })).toMatchObject({ kind: 'stalled', status: null, body: null })
    expect(requests).toHaveLength(0)
  })

  it('no answer once the whole file was sent', async () => {
    worker.use(mock.stalled())
    expect(await failOnce({ responseTimeoutMs: 1_500 })).toMatchObject({
      kind: 'no-answer',
      status: null,
      body: null,
    })
  })
})
