import { describe, expect, it, vi } from 'vitest'
import { freshEachTest } from '../test/freshEachTest'
import { settle } from '../test/panelHarness'
import { onPanelPage, policyWithFile, UnreadableBlob } from './transportPolicy.testSupport'

onPanelPage()

describe('TransportPolicy hooks', () => {
  const harness = freshEachTest(policyWithFile)

  describe('onBeforeRequest', () => {
    it('sends the token as a bearer token, read for each attempt', async () => {
      harness.panel.config.token = 'first-token'
      const first = await harness.prepared(0)
      harness.panel.config.token = 'refreshed-token'
      const retry = await harness.prepared(1)
      expect(first.fake.requestHeaders.authorization).toBe('Bearer first-token')
      expect(retry.fake.requestHeaders.authorization).toBe('Bearer refreshed-token')
      expect(retry.fake.requestHeaders.accept).toBe('application/json')
      expect(retry.fake.requestHeaders['x-requested-with']).toBe('XMLHttpRequest')
      expect(harness.panel.context.supervisor.reasonFor(retry.xhr)).toBeUndefined()
    })

    it.each([null, undefined, ''])('aborts as unauthenticated when the token is %j, sending nothing', async (token) => {
      harness.panel.config.token = token
      const { fake, xhr, failures } = await harness.prepared()
      expect(fake.requestHeaders.authorization).toBeUndefined()
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBe('unauthenticated')
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toHaveLength(1)
    })

    it('aborts as invalid-token when the browser refuses the token (a character outside ISO-8859-1)', async () => {
      harness.panel.config.token = 'tokeń'
      const { fake, xhr } = await harness.prepared()
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBe('invalid-token')
      xhr.send(null)
      expect(fake.sent).toBe(false)
    })

    it('neutralises the request of a file removed meanwhile: nothing is sent and nothing fails', async () => {
      harness.panel.uppy.removeFile(harness.fileId)
      const { fake, xhr, failures } = await harness.prepared(0, [harness.file])
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toEqual([])
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBeUndefined()
    })

    it('neutralises every request after stop()', async () => {
      harness.policy.stop()
      const { fake, xhr, failures } = await harness.prepared()
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toEqual([])
    })

    it('aborts the request of a paused file as paused', async () => {
      harness.panel.uppy.setFileState(harness.fileId, { isPaused: true })
      const { fake, xhr, failures } = await harness.prepared()
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBe('paused')
      xhr.send(null)
      await settle()
      expect(fake.sent).toBe(false)
      expect(failures).toHaveLength(1)
    })

    // Chromium fails such a request like a lost connection, Firefox never sends it and waits for
    // ever, WebKit sends it with an empty file part (e2e networkTiming 41, in each engine).
    it('reads one byte before sending: a file that can no longer be read is never sent, and is named', async () => {
      const brokenId = harness.panel.uppy.addFile({
        name: 'skan.png',
        type: 'image/png',
        data: new UnreadableBlob(['x']),
      })
      const { fake, xhr, failures } = await harness.prepared(0, [harness.panel.uppy.getFile(brokenId)])
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBe('unreadable')
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
      const id = harness.panel.uppy.addFile({ name: 'skan.png', type: 'image/png', data: new SlowBlob(['x']) })
      const request = harness.prepared(0, [harness.panel.uppy.getFile(id)])
      await settle()
      harness.panel.uppy.setFileState(id, { isPaused: true })
      finishRead()
      const { xhr } = await request
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBe('paused')
    })

    it('sends a file that can still be read, on the first attempt and after a network failure', async () => {
      const first = await harness.prepared(0)
      expect(harness.panel.context.supervisor.reasonFor(first.xhr)).toBeUndefined()
      first.xhr.send(null)
      first.fake.failNetwork()
      const retry = await harness.prepared(1)
      expect(harness.panel.context.supervisor.reasonFor(retry.xhr)).toBeUndefined()
    })

    it('starts the supervisor’s watch once the request is about to be sent', async () => {
      vi.useFakeTimers()
      const { fake, xhr } = await harness.prepared()
      xhr.send(null)
      fake.progressUpload(10)
      vi.advanceTimersByTime(harness.panel.config.stallTimeoutMs)
      expect(harness.panel.context.supervisor.reasonFor(xhr)).toBe('stalled')
    })
  })
})
