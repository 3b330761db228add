import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import { asXhr, FakeXhr } from '../test/fakeXhr'
import {
  addPng,
  addScriptedUploader,
  closeTestPanel,
  createTestPanel,
  deferred,
  settle,
  type TestPanel,
} from '../test/panelHarness'
import { PauseResumePlugin } from './PauseResumePlugin'

describe('PauseResumePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy

  afterEach(() => closeTestPanel(panel))

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
})
