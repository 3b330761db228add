import { describe, expect, it, vi } from 'vitest'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, settle } from '../test/panelHarness'
import { pausablePanel } from './PauseResumePlugin.testSupport'

describe('PauseResumePlugin', () => {
  describe('with the panel’s transport', () => {
    const harness = freshEachTest(pausablePanel)

    it('pauseAll() aborts the paused files’ requests through the supervisor', async () => {
      const abort = vi.spyOn(harness.panel.context.supervisor, 'abort')
      const a = addPng(harness.uppy, 'a.png')
      const b = addPng(harness.uppy, 'b.png')
      const { run } = await harness.uploadUnderWay()
      expect(harness.network.sent()).toHaveLength(2)
      harness.uppy.pauseAll()
      expect(abort).toHaveBeenCalledWith(a, 'paused')
      expect(abort).toHaveBeenCalledWith(b, 'paused')
      expect(harness.network.sent().every((request) => request.aborted)).toBe(true)
      await run
      for (const id of [a, b]) {
        const file = harness.uppy.getFile(id)
        expect(file.isPaused).toBe(true)
        expect(file.error).toBeNull()
        expect(file.progress).toMatchObject({ bytesUploaded: 0, percentage: 0 })
      }
      expect(harness.uppy.getState().error).toBeNull()
    })

    it('resumeAll() sends the paused files again, from their first byte', async () => {
      const a = addPng(harness.uppy, 'a.png')
      const { run } = await harness.uploadUnderWay()
      harness.uppy.pauseAll()
      await run
      const retryUpload = vi.spyOn(harness.uppy, 'retryUpload')
      harness.uppy.resumeAll()
      expect(retryUpload).toHaveBeenCalledWith(a)
      await settle()
      expect(harness.network.sent()).toHaveLength(2)
      harness.network.last().respond(201, '{"id":1}')
      await settle()
      expect(harness.uppy.getFile(a).progress.uploadComplete).toBe(true)
      expect(harness.uppy.getFile(a).isPaused).toBe(false)
    })

    it('reports the run to the host only once the resumed files succeeded', async () => {
      const onCompleteSuccess = vi.fn()
      harness.panel.config.onCompleteSuccess = onCompleteSuccess
      addPng(harness.uppy, 'a.png')
      addPng(harness.uppy, 'b.png')
      const { run } = await harness.uploadUnderWay()
      harness.network.sent()[0]?.respond(201, '{}')
      harness.uppy.pauseAll()
      await run
      expect(onCompleteSuccess).not.toHaveBeenCalled()
      harness.uppy.resumeAll()
      await settle()
      harness.network.last().respond(201, '{}')
      await settle()
      expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
      expect(
        onCompleteSuccess.mock.calls[0]?.[0].successful.map((entry: { file: { name: string } }) => entry.file.name),
      ).toEqual(['a.png', 'b.png'])
    })

    it('forgets a removed paused file', async () => {
      const a = addPng(harness.uppy, 'a.png')
      const b = addPng(harness.uppy, 'b.png')
      const { run } = await harness.uploadUnderWay()
      harness.uppy.pauseAll()
      await run
      harness.uppy.removeFile(a)
      const retryUpload = vi.spyOn(harness.uppy, 'retryUpload')
      harness.uppy.resumeAll()
      expect(retryUpload.mock.calls).toEqual([[b]])
    })

    it('forgets every paused file on cancel', async () => {
      addPng(harness.uppy, 'a.png')
      const { run } = await harness.uploadUnderWay()
      harness.uppy.pauseAll()
      await run
      harness.uppy.cancelAll()
      const retryUpload = vi.spyOn(harness.uppy, 'retryUpload')
      harness.uppy.resumeAll()
      expect(retryUpload).not.toHaveBeenCalled()
    })

    it('pauses and resumes a single file', async () => {
      const a = addPng(harness.uppy, 'a.png')
      const b = addPng(harness.uppy, 'b.png')
      const { run } = await harness.uploadUnderWay()
      const [requestA, requestB] = harness.network.sent()
      expect(harness.uppy.pauseResume(a)).toBe(true)
      expect(requestA?.aborted).toBe(true)
      expect(requestB?.aborted).toBe(false)
      requestB?.respond(201, '{}')
      await run
      expect(harness.uppy.getFile(a)).toMatchObject({ isPaused: true, error: null })
      expect(harness.uppy.pauseResume(a)).toBe(false)
      await settle()
      expect(harness.network.sent()).toHaveLength(3)
      harness.network.last().respond(201, '{}')
      await settle()
      expect(harness.uppy.getFiles().every((file) => file.progress.uploadComplete)).toBe(true)
      expect(harness.uppy.getFile(b).progress.uploadComplete).toBe(true)
    })
  })
})
