import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FILE_FIELD_NAME, UPLOAD_FIELDS, UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import * as messages from '../i18n/messages'
import { asXhr, type FakeXhr } from '../test/fakeXhr'
import { pngBytes } from '../test/fixtures'
import { addPng, type TestPanel, texts } from '../test/panelHarness'
import type { TransportPolicy } from './transportPolicy'
import {
  closeTransport,
  ENDPOINT,
  hooksOf,
  onPanelPage,
  type TransportOverXhr,
  transportOverXhr,
} from './transportPolicy.testSupport'

onPanelPage()

describe('the panel’s transport over Uppy’s XHR uploader', () => {
  let network: TransportOverXhr['network']
  let panel: TestPanel
  let errors: unknown[]
  let successes: TransportOverXhr['successes']
  let startUpload: TransportOverXhr['startUpload']

  beforeEach(() => {
    ;({ network, panel, errors, successes, startUpload } = transportOverXhr())
  })
  afterEach(() => closeTransport(panel))

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
