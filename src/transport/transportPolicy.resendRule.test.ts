// The rule that a refused file is never sent again, and one the server may already have only by its own
// retry (core/failedFiles.ts), held by the transport alone: real Uppy and its XHR uploader, no view, no
// feedback plugin. Every route that asks Uppy to send is tried.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FailureRecord } from '../core/uploadFailure'
import { addPng, closeTestPanel, settle, type TestPanel } from '../test/panelHarness'
import { onPanelPage, type TransportOverXhr, transportOverXhr } from './transportPolicy.testSupport'

onPanelPage()

/** The failure a restored file gets when it was being sent as the page went away (restore/bringBack.ts). */
const arrivalUncertain: FailureRecord = {
  kind: 'no-answer',
  status: 0,
  fileMessage: 'Mógł zostać przesłany',
  noticeMessage: 'Mógł zostać przesłany',
  resendable: false,
  remedy: 'confirm',
}

describe('what the transport sends again after a failure', () => {
  let network: TransportOverXhr['network']
  let panel: TestPanel
  let startUpload: TransportOverXhr['startUpload']

  beforeEach(() => {
    ;({ network, panel, startUpload } = transportOverXhr())
  })
  afterEach(() => closeTestPanel(panel))

  /** Lets a retry started by Uppy reach its request, or its refusal; `run` ends once that is answered. */
  const retrying = async (retry: () => Promise<unknown> | undefined) => {
    const run = Promise.resolve(retry()).catch((error: unknown) => error)
    await settle()
    // Wrapped: an async function returning the promise itself would wait for it.
    return { run }
  }
  /** A retry whose run must end with nothing to answer. */
  const retried = async (retry: () => Promise<unknown> | undefined) => {
    await (await retrying(retry)).run
  }

  it('sends a file the server refused (400 with a message) once, whatever retries it', async () => {
    const fileId = addPng(panel.uppy)
    const { run } = await startUpload()
    network.last().respond(400, JSON.stringify({ message: 'Plik zawiera wirusa.' }))
    await run
    expect(network.sent()).toHaveLength(1)

    // A row's retry button made visible, pressed three times; Uppy's API; the status bar's "Ponów"; "Prześlij".
    for (let press = 0; press < 3; press++) await retried(() => panel.uppy.retryUpload(fileId))
    await retried(() => panel.uppy.retryAll())
    await retried(() => panel.uppy.upload())

    expect(network.sent()).toHaveLength(1)
    expect(panel.context.failures.get(fileId)?.remedy).toBe('replace')
    expect(panel.uppy.getFile(fileId).error).toBeTruthy()
  })

  it('sends a file refused with 403 once too, and still sends a file that failed for a reason that may pass', async () => {
    const refused = addPng(panel.uppy, 'a.png')
    const passing = addPng(panel.uppy, 'b.png')
    const { run } = await startUpload()
    const [first, second] = network.sent()
    first?.respond(403)
    second?.respond(400, 'not json')
    await run
    expect(network.sent()).toHaveLength(2)
    // 400 without a readable message is a refusal as well ("client"): neither goes again.
    await retried(() => panel.uppy.retryAll())
    expect(network.sent()).toHaveLength(2)
    expect([refused, passing].map((id) => panel.context.failures.get(id)?.remedy)).toEqual(['replace', 'replace'])
  })

  it('sends a file whose arrival is uncertain only when it is retried alone, never with the others', async () => {
    const fileId = addPng(panel.uppy)
    panel.context.failures.record(fileId, arrivalUncertain)
    panel.uppy.setFileState(fileId, { error: arrivalUncertain.fileMessage })

    await retried(() => panel.uppy.retryAll())
    await retried(() => panel.uppy.upload())
    expect(network.sent()).toHaveLength(0)

    const { run } = await retrying(() => panel.uppy.retryUpload(fileId))
    expect(network.sent()).toHaveLength(1)
    network.last().respond(201, '{"id":7}')
    await run
    expect(panel.context.failures.get(fileId)).toBeUndefined()
  })

  it('sends again a file that failed for a reason that may pass (no connection) with the others', async () => {
    const fileId = addPng(panel.uppy)
    panel.context.failures.record(fileId, { ...arrivalUncertain, kind: 'connection-lost', remedy: 'retry' })
    panel.uppy.setFileState(fileId, { error: 'Brak połączenia' })
    const { run } = await retrying(() => panel.uppy.retryAll())
    expect(network.sent()).toHaveLength(1)
    network.last().respond(201, '{"id":8}')
    await run
    expect(panel.context.failures.get(fileId)).toBeUndefined()
  })
})
