import { describe, expect, it, vi } from 'vitest'
import { FILE_FIELD_NAME, UPLOAD_FIELDS, UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import * as messages from '../i18n/messages'
import { asXhr, type FakeXhr } from '../test/fakeXhr'
import { pngBytes } from '../test/fixtures'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, pngToAdd, texts } from '../test/panelHarness'
import type { TransportPolicy } from './transportPolicy'
import { ENDPOINT, hooksOf, onPanelPage, transportOverXhr } from './transportPolicy.testSupport'

onPanelPage()

describe('the panel’s transport over Uppy’s XHR uploader', () => {
  const harness = freshEachTest(transportOverXhr)

  it('sends one multipart POST per file with only the fixed fields, under the original name', async () => {
    const id = harness.panel.uppy.addFile(pngToAdd('faktura\u202Efdp.png'))
    // What the intake plugin does for a name with bidi controls.
    harness.panel.uppy.setFileMeta(id, { name: 'fakturafdp.png', originalName: 'faktura\u202Efdp.png' })
    const { run } = await harness.startUpload()
    const [request] = harness.network.sent()
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
    expect(harness.successes).toEqual([{ id, status: 201, body: { id: 7 } }])
  })

  it('sends the bytes of a file as they are, under the type Uppy settled on when the browser gave none', async () => {
    const bytes = pngBytes()
    const typed = harness.panel.uppy.addFile({
      name: 'a.png',
      type: 'image/png',
      data: new Blob([bytes], { type: 'image/png' }),
    })
    const untyped = harness.panel.uppy.addFile({ name: 'b.png', type: 'image/png', data: new Blob([bytes]) })
    await harness.startUpload()
    const parts = harness.network.sent().map((request) => (request.body as FormData).get(FILE_FIELD_NAME) as File)
    expect(parts.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'a.png', type: 'image/png' },
      { name: 'b.png', type: 'image/png' },
    ])
    for (const part of parts) expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes)
    expect(harness.panel.uppy.getFile(typed).meta.type).toBe(harness.panel.uppy.getFile(untyped).meta.type)
  })

  it('accepts an empty 2xx body (no English “expects a JSON response” error)', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(204, '')
    await run
    expect(harness.errors).toEqual([])
    expect(harness.successes).toMatchObject([{ status: 204, body: null }])
  })

  it('refuses to start without a token: nothing is sent and the member is told to sign in', async () => {
    addPng(harness.panel.uppy)
    harness.panel.config.token = null
    const outcome = await (await harness.startUpload()).run
    expect(outcome).toBeInstanceOf(Error)
    expect(harness.network.requests).toEqual([])
    expect(texts(harness.panel.context.feedback, 'error')).toEqual([messages.noToken])
  })

  it('reports a body’s progress to Uppy once per interval, and its last byte at once', async () => {
    addPng(harness.panel.uppy)
    const reported: number[] = []
    harness.panel.uppy.on('upload-progress', (_file, progress) => reported.push(progress.bytesUploaded))
    const { run } = await harness.startUpload()
    const request = harness.network.last()
    const size = harness.panel.uppy.getFiles()[0]?.size ?? 0
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
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(503)
    expect(harness.panel.context.uploadGuards.size).toBe(1)
    const transport = harness.panel.uppy.getPlugin('PanelTransport')
    if (!transport) throw new Error('transport not installed')
    harness.panel.uppy.removePlugin(transport)
    expect(harness.panel.context.uploadGuards.size).toBe(0)
    // The retry the fetcher had already scheduled is made but never sent.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(harness.network.requests).toHaveLength(2)
    expect(harness.network.sent()).toHaveLength(1)
    const { policy } = transport as unknown as { policy: TransportPolicy }
    expect(hooksOf(policy).shouldRetry(asXhr(harness.network.requests[0] as FakeXhr))).toBe(false)
    harness.panel.uppy.removeFile(harness.panel.uppy.getFiles()[0]?.id ?? '')
    await run
  })
})
