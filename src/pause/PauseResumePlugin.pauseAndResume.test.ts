import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import { addPng, settle, type TestPanel } from '../test/panelHarness'
import { closePanel, type PausablePanel, pausablePanel } from './PauseResumePlugin.testSupport'

describe('PauseResumePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy

  afterEach(() => closePanel(panel))

  describe('with the panel’s transport', () => {
    let network: PausablePanel['network']
    let uploadUnderWay: PausablePanel['uploadUnderWay']

    beforeEach(() => {
      ;({ network, panel, uppy, uploadUnderWay } = pausablePanel())
    })

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
  })
})
