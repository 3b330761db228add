import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import {
  addPng,
  addScriptedUploader,
  deferred,
  type HeardAnnouncement,
  type ScriptedOutcome,
  settle,
  type TestPanel,
} from '../test/panelHarness'
import { closeFeedbackPanel, type FeedbackPanel, feedbackPanel, politely } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let heard: HeardAnnouncement[]
  let said: FeedbackPanel['said']

  function setUp() {
    ;({ panel, uppy, heard, said } = feedbackPanel())
  }

  afterEach(() => closeFeedbackPanel(panel))

  describe('announcements', () => {
    beforeEach(() => setUp())

    it('announces one added file by name, and several by count', () => {
      addPng(uppy, 'a.png')
      uppy.addFiles([
        { name: 'b.png', type: 'image/png', data: new Blob(['x']) },
        { name: 'c.png', type: 'image/png', data: new Blob(['y']) },
      ])
      expect(heard).toEqual([
        politely(messages.filesAdded(['a.png'])),
        politely(messages.filesAdded(['b.png', 'c.png'])),
      ])
      expect(said()).toEqual(['Dodano plik „a.png”.', 'Dodano 2 pliki.'])
    })

    it('announces a name without its bidi controls', () => {
      addPng(uppy, 'faktura\u202Efdp.png')
      expect(said()).toEqual([messages.filesAdded(['fakturafdp.png'])])
    })

    it('announces the start of a run with its number of files', async () => {
      addScriptedUploader(uppy, () => ({ status: 201, body: {} }))
      addPng(uppy, 'a.png')
      addPng(uppy, 'b.png')
      heard.length = 0
      await uppy.upload()
      expect(heard[0]).toEqual(politely(messages.uploadStarted(2)))
    })

    it('announces the progress of a run at 25, 50 and 75 %, once each', async () => {
      vi.useFakeTimers()
      const answer = deferred<ScriptedOutcome>()
      addScriptedUploader(uppy, () => answer.promise)
      const id = addPng(uppy, 'a.png', 1000)
      const run = uppy.upload()
      await vi.advanceTimersByTimeAsync(0)
      heard.length = 0
      // Uppy reports the run's progress at most every 500 ms.
      for (const bytes of [100, 300, 320, 550, 560, 800, 900, 950]) {
        uppy.emit('upload-progress', uppy.getFile(id), { uploadStarted: 1, bytesUploaded: bytes, bytesTotal: 1000 })
        await vi.advanceTimersByTimeAsync(600)
      }
      expect(said()).toEqual([messages.uploadProgress(25), messages.uploadProgress(50), messages.uploadProgress(75)])
      expect(heard.every((announcement) => announcement.politeness === 'polite')).toBe(true)
      answer.resolve({ status: 201, body: {} })
      await run
    })

    it('announces only the highest quarter passed at once, and starts counting again with the next run', () => {
      uppy.emit('progress', 80)
      uppy.emit('progress', 90)
      expect(said()).toEqual([messages.uploadProgress(75)])
      addPng(uppy, 'a.png')
      uppy.emit('upload', 'run-2', uppy.getFiles())
      uppy.emit('progress', 30)
      expect(said().at(-1)).toBe(messages.uploadProgress(25))
    })

    it('announces pause', () => {
      uppy.pauseAll()
      expect(heard).toEqual([politely(messages.uploadPaused)])
    })

    it('announces the cancel of a running upload, and no cancel when nothing was running', async () => {
      addPng(uppy, 'a.png')
      uppy.cancelAll()
      expect(said()).not.toContain(messages.uploadCancelled)
      const answer = deferred<ScriptedOutcome>()
      addScriptedUploader(uppy, () => answer.promise)
      addPng(uppy, 'b.png')
      const run = uppy.upload()
      await settle()
      uppy.cancelAll()
      expect(heard.at(-1)).toEqual(politely(messages.uploadCancelled))
      answer.resolve({ status: 201, body: {} })
      await run
    })
  })
})
