import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAUSE_ABORT_DELAY_MS } from '../core/config'
import type { PanelUppy } from '../core/panelTypes'
import { RunOutcomePlugin } from '../outcome/RunOutcomePlugin'
import { asXhr, FakeXhr, installFakeXhr } from '../test/fakeXhr'
import { addPng, addScriptedUploader, createTestPanel, deferred, settle, type TestPanel } from '../test/panelHarness'
import { panelTransportPlugin } from '../transport/panelTransport'
import { PauseResumePlugin } from './PauseResumePlugin'

describe('PauseResumePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy

  afterEach(() => {
    uppy.destroy()
    panel.context.supervisor.dispose()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  describe('alone', () => {
    beforeEach(() => {
      panel = createTestPanel()
      uppy = panel.uppy
    })

    it('makes the uploads resumable in Uppy’s sense, so pause and resume are offered', () => {
      expect(uppy.getState().capabilities.resumableUploads).toBeFalsy()
      uppy.use(PauseResumePlugin, { context: panel.context })
      expect(uppy.getState().capabilities.resumableUploads).toBe(true)
    })

    it('takes a failure whose request the supervisor ended for a pause as a pause', async () => {
      uppy.use(PauseResumePlugin, { context: panel.context })
      const held = deferred()
      addScriptedUploader(uppy, async () => {
        await held.promise
        return { status: 201, body: {} }
      })
      const id = addPng(uppy)
      const run = uppy.upload()
      await settle()
      uppy.emit('upload-progress', uppy.getFile(id), { uploadStarted: 1, bytesUploaded: 8, bytesTotal: 16 })
      expect(uppy.getFile(id).progress.bytesUploaded).toBe(8)
      // The request of the file, as the transport registers it, ended by the supervisor for a pause.
      const request = new FakeXhr()
      request.open('POST', '/upload')
      panel.context.supervisor.track(id, asXhr(request))
      panel.context.supervisor.markSent(id)
      panel.context.supervisor.abort(id, 'paused')
      uppy.setFileState(id, { isPaused: true })
      uppy.emit('upload-error', uppy.getFile(id), Object.assign(new Error('x'), { request }))
      const file = uppy.getFile(id)
      expect(file.isPaused).toBe(true)
      expect(file.error).toBeNull()
      expect(uppy.getState().error).toBeNull()
      expect(file.progress).toMatchObject({ bytesUploaded: 0, percentage: 0 })
      held.resolve()
      await run
    })

    it('leaves any other failure alone', async () => {
      uppy.use(PauseResumePlugin, { context: panel.context })
      addScriptedUploader(uppy, () => new Error('Przesyłanie nie powiodło się'))
      const id = addPng(uppy)
      await uppy.upload()
      expect(uppy.getFile(id).error).toBe('Przesyłanie nie powiodło się')
      expect(uppy.getFile(id).isPaused).toBeFalsy()
    })
  })

  describe('with the panel’s transport', () => {
    let network: ReturnType<typeof installFakeXhr>

    beforeEach(() => {
      vi.stubGlobal('location', { href: 'https://panel.test/' })
      network = installFakeXhr()
      panel = createTestPanel()
      uppy = panel.uppy
      uppy
        .use(panelTransportPlugin(), { context: panel.context })
        .use(PauseResumePlugin, { context: panel.context })
        .use(RunOutcomePlugin, { context: panel.context })
    })

    /** A pause aborts a request once the browser could have said its body was sent. */
    const pauseTakesEffect = () => new Promise((resolve) => setTimeout(resolve, PAUSE_ABORT_DELAY_MS + 20))

    /** Starts an upload of one file and pauses it before the browser has reported anything of its body. */
    async function pauseBeforeAnyReport() {
      const a = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await settle()
      uppy.pauseAll()
      return { a, run }
    }

    /** The paused file's request was left to finish: the file completes with that one request. */
    async function expectLeftToFinish(fileId: string, run: Promise<unknown>) {
      expect(network.last().aborted).toBe(false)
      expect(uppy.getFile(fileId).isPaused).toBe(false)
      network.last().respond(201, '{}')
      await run
      expect(uppy.getFile(fileId).progress.uploadComplete).toBe(true)
      expect(network.sent()).toHaveLength(1)
    }

    /** Starts an upload of the listed files and lets each request get some way. */
    async function uploadUnderWay() {
      const run = uppy.upload()
      await settle()
      for (const request of network.sent()) request.progressUpload(40)
      return { run }
    }

    it('pauseAll() aborts the paused files’ requests through the supervisor', async () => {
      const abort = vi.spyOn(panel.context.supervisor, 'abort')
      const a = addPng(uppy, 'a.png')
      const b = addPng(uppy, 'b.png')
      const { run } = await uploadUnderWay()
      expect(network.sent()).toHaveLength(2)
      uppy.pauseAll()
      expect(abort).toHaveBeenCalledWith(a, 'paused')
      expect(abort).toHaveBeenCalledWith(b, 'paused')
      expect(network.sent().every((request) => request.aborted)).toBe(true)
      await run
      for (const id of [a, b]) {
        const file = uppy.getFile(id)
        expect(file.isPaused).toBe(true)
        expect(file.error).toBeNull()
        expect(file.progress).toMatchObject({ bytesUploaded: 0, percentage: 0 })
      }
      expect(uppy.getState().error).toBeNull()
    })

    it('resumeAll() sends the paused files again, from their first byte', async () => {
      const a = addPng(uppy, 'a.png')
      const { run } = await uploadUnderWay()
      uppy.pauseAll()
      await run
      const retryUpload = vi.spyOn(uppy, 'retryUpload')
      uppy.resumeAll()
      expect(retryUpload).toHaveBeenCalledWith(a)
      await settle()
      expect(network.sent()).toHaveLength(2)
      network.last().respond(201, '{"id":1}')
      await settle()
      expect(uppy.getFile(a).progress.uploadComplete).toBe(true)
      expect(uppy.getFile(a).isPaused).toBe(false)
    })

    it('reports the run to the host only once the resumed files succeeded', async () => {
      const onCompleteSuccess = vi.fn()
      panel.config.onCompleteSuccess = onCompleteSuccess
      addPng(uppy, 'a.png')
      addPng(uppy, 'b.png')
      const { run } = await uploadUnderWay()
      network.sent()[0]?.respond(201, '{}')
      uppy.pauseAll()
      await run
      expect(onCompleteSuccess).not.toHaveBeenCalled()
      uppy.resumeAll()
      await settle()
      network.last().respond(201, '{}')
      await settle()
      expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
      expect(
        onCompleteSuccess.mock.calls[0]?.[0].successful.map((entry: { file: { name: string } }) => entry.file.name),
      ).toEqual(['a.png', 'b.png'])
    })

    it('forgets a removed paused file', async () => {
      const a = addPng(uppy, 'a.png')
      const b = addPng(uppy, 'b.png')
      const { run } = await uploadUnderWay()
      uppy.pauseAll()
      await run
      uppy.removeFile(a)
      const retryUpload = vi.spyOn(uppy, 'retryUpload')
      uppy.resumeAll()
      expect(retryUpload.mock.calls).toEqual([[b]])
    })

    it('forgets every paused file on cancel', async () => {
      addPng(uppy, 'a.png')
      const { run } = await uploadUnderWay()
      uppy.pauseAll()
      await run
      uppy.cancelAll()
      const retryUpload = vi.spyOn(uppy, 'retryUpload')
      uppy.resumeAll()
      expect(retryUpload).not.toHaveBeenCalled()
    })

    it('pauses and resumes a single file', async () => {
      const a = addPng(uppy, 'a.png')
      const b = addPng(uppy, 'b.png')
      const { run } = await uploadUnderWay()
      const [requestA, requestB] = network.sent()
      expect(uppy.pauseResume(a)).toBe(true)
      expect(requestA?.aborted).toBe(true)
      expect(requestB?.aborted).toBe(false)
      requestB?.respond(201, '{}')
      await run
      expect(uppy.getFile(a)).toMatchObject({ isPaused: true, error: null })
      expect(uppy.pauseResume(a)).toBe(false)
      await settle()
      expect(network.sent()).toHaveLength(3)
      network.last().respond(201, '{}')
      await settle()
      expect(uppy.getFiles().every((file) => file.progress.uploadComplete)).toBe(true)
      expect(uppy.getFile(b).progress.uploadComplete).toBe(true)
    })

    it('pauses a file waiting to be retried: the next attempt is not sent, and resuming sends it', async () => {
      const a = addPng(uppy, 'a.png')
      const { run } = await uploadUnderWay()
      network.last().respond(503)
      uppy.pauseAll()
      // The fetcher makes its next attempt after its own delay; the policy stops it as paused.
      await vi.waitFor(() => expect(network.requests).toHaveLength(2))
      await run
      expect(network.sent()).toHaveLength(1)
      expect(uppy.getFile(a)).toMatchObject({ isPaused: true, error: null })
      uppy.resumeAll()
      await settle()
      expect(network.sent()).toHaveLength(2)
    })

    // BUG: a pause while an attempt waits inside onBeforeRequest (here the server's Retry-After)
    // makes that attempt fail as paused only when the wait ends. A resume in between finds
    // nothing to resend, and the late "paused" failure then marks the resumed file paused again.
    it('keeps a file resumed when it was paused and resumed while waiting out a Retry-After', async () => {
      vi.useFakeTimers()
      const a = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await vi.advanceTimersByTimeAsync(0)
      network.last().progressUpload(40)
      network.last().respond(503, '', { headers: { 'Retry-After': '10' } })
      await vi.advanceTimersByTimeAsync(1_000)
      uppy.pauseAll()
      await vi.advanceTimersByTimeAsync(1_000)
      uppy.resumeAll()
      await vi.advanceTimersByTimeAsync(10_000)
      expect(uppy.getFile(a).isPaused).toBe(false)
      expect(network.sent()).toHaveLength(2)
      network.last().respond(201, '{}')
      await settle()
      await run
      expect(uppy.getFile(a).progress.uploadComplete).toBe(true)
    })

    it('waits before aborting a request the browser reported nothing of, and lets it finish if its body was sent', async () => {
      const { a, run } = await pauseBeforeAnyReport()
      expect(uppy.getFile(a).isPaused).toBe(true)
      expect(network.last().aborted).toBe(false)
      // Chromium reports the body sent up to 100 ms after the server has all of it.
      network.last().finishUpload()
      await pauseTakesEffect()
      await expectLeftToFinish(a, run)
    })

    it('aborts a request the browser reported nothing of once the pause delay has passed', async () => {
      const { a, run } = await pauseBeforeAnyReport()
      await pauseTakesEffect()
      expect(network.last().aborted).toBe(true)
      await run
      expect(uppy.getFile(a)).toMatchObject({ isPaused: true, error: null })
    })

    it('does not abort a request whose body was sent: the answer may already be stored', async () => {
      const a = addPng(uppy, 'a.png')
      const { run } = await uploadUnderWay()
      network.last().finishUpload()
      uppy.pauseAll()
      await expectLeftToFinish(a, run)
    })
  })
})
