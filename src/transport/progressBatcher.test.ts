import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import { installFakeXhr } from '../test/fakeXhr'
import { ProgressBatcher } from './progressBatcher'

/** A sent request whose upload progress handler (as Uppy's fetcher sets one) records what reaches it. */
function sentRequest(network: ReturnType<typeof installFakeXhr>, batcher: ProgressBatcher) {
  const xhr = new XMLHttpRequest()
  const delivered: Array<{ loaded: number; at: number }> = []
  xhr.upload.onprogress = (event) => {
    delivered.push({ loaded: event.loaded, at: Date.now() })
  }
  xhr.open('POST', '/upload')
  batcher.batch(xhr)
  xhr.send(null)
  return { fake: network.last(), delivered }
}

describe('ProgressBatcher', () => {
  let network: ReturnType<typeof installFakeXhr>
  let batcher: ProgressBatcher

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
    network = installFakeXhr()
    batcher = new ProgressBatcher()
  })
  afterEach(() => {
    batcher.dispose()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('hands over the latest progress of every request together, once per interval', async () => {
    const first = sentRequest(network, batcher)
    const second = sentRequest(network, batcher)
    for (const loaded of [5, 10, 15]) first.fake.progressUpload(loaded)
    second.fake.progressUpload(40)
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS - 1)
    expect(first.delivered).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    expect(first.delivered).toEqual([{ loaded: 15, at: UPLOAD_REFRESH_INTERVAL_MS }])
    expect(second.delivered).toEqual([{ loaded: 40, at: UPLOAD_REFRESH_INTERVAL_MS }])

    first.fake.progressUpload(20)
    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
    expect(first.delivered.map(({ loaded }) => loaded)).toEqual([15, 20])
    expect(second.delivered).toHaveLength(1)
  })

  it('hands over the last byte of a body at once, without the older progress waiting before it', async () => {
    const { fake, delivered } = sentRequest(network, batcher)
    fake.progressUpload(50)
    fake.finishUpload()
    expect(delivered).toEqual([{ loaded: 100, at: 0 }])

    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
    expect(delivered).toHaveLength(1)
  })

  it('hands over nothing for a request that has ended, or once disposed', async () => {
    const aborted = sentRequest(network, batcher)
    const failed = sentRequest(network, batcher)
    const waiting = sentRequest(network, batcher)
    aborted.fake.progressUpload(30)
    aborted.fake.abort()
    failed.fake.progressUpload(30)
    failed.fake.failNetwork()
    waiting.fake.progressUpload(30)
    batcher.dispose()

    await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS * 2)
    expect([aborted.delivered, failed.delivered, waiting.delivered]).toEqual([[], [], []])
  })

  it('leaves a request without a progress handler as it is', () => {
    const xhr = new XMLHttpRequest()
    batcher.batch(xhr)
    expect(xhr.upload.onprogress).toBeNull()
  })
})
