import { describe, expect, it, vi } from 'vitest'
import { MAX_RETRIES } from '../core/config'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, settle } from '../test/panelHarness'
import { UploadFailureError } from './failures'
import { fetcherRetryDelayMs } from './transportPolicy'
import { ENDPOINT, onPanelPage, transportOverXhr, UnreadableBlob } from './transportPolicy.testSupport'

onPanelPage()

describe('the panel’s transport over Uppy’s XHR uploader', () => {
  const harness = freshEachTest(transportOverXhr)

  it('retries a 503 after the fetcher’s own delay when there is no Retry-After', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1) - 1)
    expect(harness.network.sent()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(harness.network.sent()).toHaveLength(2)
    harness.network.last().respond(200, '{}')
    await run
    expect(harness.successes).toHaveLength(1)
  })

  it('waits out Retry-After: 2 s from the 503 to the next attempt, the fetcher’s own delay included', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(503, '', { headers: { 'Retry-After': '2' } })
    await vi.advanceTimersByTimeAsync(1_999)
    // The fetcher made the next request after its 150 ms; the policy holds it back until 2 s.
    expect(harness.network.requests).toHaveLength(2)
    expect(harness.network.sent()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(harness.network.sent()).toHaveLength(2)
    harness.network.last().respond(201, '{"id":1}')
    await run
    expect(harness.successes).toHaveLength(1)
  })

  // A defect this guards against (fixed): a Retry-After is kept for the file until its run ends, so it also delays retries
  // after later answers that carried none (here the third attempt waits 2 s instead of 300 ms).
  it('applies a Retry-After only to the attempt after the answer that carried it', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(503, '', { headers: { 'Retry-After': '2' } })
    await vi.advanceTimersByTimeAsync(2_000)
    await settle()
    harness.network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(2))
    await settle()
    expect(harness.network.sent()).toHaveLength(3)
    harness.network.last().respond(200, '{}')
    await run
  })

  // A defect this guards against (fixed): the policy records the URL it expects the answer from by reading the endpoint prop again
  // in onBeforeRequest, while a retry is sent to the URL the fetcher opened for the first attempt.
  // After an endpoint change mid-upload, the retry's 2xx looks redirected and fails as a sign-in failure.
  it('accepts the answer of a retry after the endpoint prop changed', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(503)
    harness.panel.config.endpoint = '/api/member/v2/attachments/upload'
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1))
    await settle()
    const retry = harness.network.last()
    expect(retry.url).toBe(ENDPOINT)
    retry.respond(201, '{"id":1}')
    await run
    expect(harness.errors).toEqual([])
    expect(harness.successes).toHaveLength(1)
  })

  it('reads the token for every attempt, so a refreshed token is used by the retry', async () => {
    harness.panel.config.token = 'old-token'
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.panel.config.token = 'new-token'
    harness.network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1))
    await settle()
    expect(harness.network.sent().map((request) => request.requestHeaders.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ])
    harness.network.last().respond(200, '{}')
    await run
  })

  it('fails the file as unauthenticated when the token is gone before a retry, without sending it', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.panel.config.token = null
    harness.network.last().respond(503)
    await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(1))
    await run
    expect(harness.network.requests).toHaveLength(2)
    expect(harness.network.sent()).toHaveLength(1)
    expect(harness.errors).toHaveLength(1)
    expect(harness.panel.context.supervisor.reasonForUploadError(harness.errors[0], undefined)).toBe('unauthenticated')
  })

  it(`gives up after ${MAX_RETRIES} retries of a transient failure`, async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
      harness.network.last().respond(503)
      await vi.advanceTimersByTimeAsync(fetcherRetryDelayMs(attempt))
      await settle()
    }
    await run
    expect(harness.network.sent()).toHaveLength(MAX_RETRIES + 1)
    expect(harness.errors).toHaveLength(1)
    expect(harness.errors[0]).toBeInstanceOf(UploadFailureError)
  })

  it('sends a 400 once and fails the file with the server’s message', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().respond(400, JSON.stringify({ message: 'Nieobsługiwany plik.' }))
    await vi.advanceTimersByTimeAsync(10_000)
    await run
    expect(harness.network.sent()).toHaveLength(1)
    expect(harness.errors).toMatchObject([{ message: 'Nieobsługiwany plik.' }])
  })

  it('fails a file that can no longer be read as unreadable, sending nothing and not retrying', async () => {
    const id = harness.panel.uppy.addFile({ name: 'skan.png', type: 'image/png', data: new UnreadableBlob(['x']) })
    const { run } = await harness.startUpload()
    await vi.advanceTimersByTimeAsync(10_000)
    await run
    expect(harness.network.requests).toHaveLength(1)
    expect(harness.network.sent()).toHaveLength(0)
    expect(harness.errors).toHaveLength(1)
    expect(harness.panel.context.supervisor.reasonForUploadError(harness.errors[0], undefined)).toBe('unreadable')
    expect(harness.panel.uppy.getFile(id).error).toBeTruthy()
  })

  it('aborts a request that stalls, as stalled, without retrying it', async () => {
    addPng(harness.panel.uppy)
    const { run } = await harness.startUpload()
    harness.network.last().progressUpload(10)
    await vi.advanceTimersByTimeAsync(harness.panel.config.stallTimeoutMs)
    await run
    expect(harness.network.last().aborted).toBe(true)
    expect(harness.network.sent()).toHaveLength(1)
    expect(harness.panel.context.supervisor.reasonForUploadError(harness.errors[0], undefined)).toBe('stalled')
  })
})
