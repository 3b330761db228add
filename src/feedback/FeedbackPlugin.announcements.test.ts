import { describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, addScriptedUploader, deferred, type ScriptedOutcome, settle } from '../test/panelHarness'
import { feedbackPanel, politely } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  describe('announcements', () => {
    const harness = freshEachTest(feedbackPanel)

    it('announces one added file by name, and several by count', () => {
      addPng(harness.uppy, 'a.png')
      harness.uppy.addFiles([
        { name: 'b.png', type: 'image/png', data: new Blob(['x']) },
        { name: 'c.png', type: 'image/png', data: new Blob(['y']) },
      ])
      expect(harness.heard).toEqual([
        politely(messages.filesAdded(['a.png'])),
        politely(messages.filesAdded(['b.png', 'c.png'])),
      ])
      expect(harness.said()).toEqual(['Dodano plik „a.png”.', 'Dodano 2 pliki.'])
    })

    it('announces a name without its bidi controls', () => {
      addPng(harness.uppy, 'faktura\u202Efdp.png')
      expect(harness.said()).toEqual([messages.filesAdded(['fakturafdp.png'])])
    })

    it('announces the start of a run with its number of files', async () => {
      addScriptedUploader(harness.uppy, () => ({ status: 201, body: {} }))
      addPng(harness.uppy, 'a.png')
      addPng(harness.uppy, 'b.png')
      harness.heard.length = 0
      await harness.uppy.upload()
      expect(harness.heard[0]).toEqual(politely(messages.uploadStarted(2)))
    })

    it('announces the progress of a run at 25, 50 and 75 %, once each', async () => {
      vi.useFakeTimers()
      const answer = deferred<ScriptedOutcome>()
      addScriptedUploader(harness.uppy, () => answer.promise)
      const id = addPng(harness.uppy, 'a.png', 1000)
      const run = harness.uppy.upload()
      await vi.advanceTimersByTimeAsync(0)
      harness.heard.length = 0
      // Uppy reports the run's progress at most every 500 ms.
      for (const bytes of [100, 300, 320, 550, 560, 800, 900, 950]) {
        harness.uppy.emit('upload-progress', harness.uppy.getFile(id), {
          uploadStarted: 1,
          bytesUploaded: bytes,
          bytesTotal: 1000,
        })
        await vi.advanceTimersByTimeAsync(600)
      }
      expect(harness.said()).toEqual([
        messages.uploadProgress(25),
        messages.uploadProgress(50),
        messages.uploadProgress(75),
      ])
      expect(harness.heard.every((announcement) => announcement.politeness === 'polite')).toBe(true)
      answer.resolve({ status: 201, body: {} })
      await run
    })

    it('announces only the highest quarter passed at once, and starts counting again with the next run', () => {
      harness.uppy.emit('progress', 80)
      harness.uppy.emit('progress', 90)
      expect(harness.said()).toEqual([messages.uploadProgress(75)])
      addPng(harness.uppy, 'a.png')
      harness.uppy.emit('upload', 'run-2', harness.uppy.getFiles())
      harness.uppy.emit('progress', 30)
      expect(harness.said().at(-1)).toBe(messages.uploadProgress(25))
    })

    it('announces pause', () => {
      harness.uppy.pauseAll()
      expect(harness.heard).toEqual([politely(messages.uploadPaused)])
    })

    it('announces the cancel of a running upload, and no cancel when nothing was running', async () => {
      addPng(harness.uppy, 'a.png')
      harness.uppy.cancelAll()
      expect(harness.said()).not.toContain(messages.uploadCancelled)
      const answer = deferred<ScriptedOutcome>()
      addScriptedUploader(harness.uppy, () => answer.promise)
      addPng(harness.uppy, 'b.png')
      const run = harness.uppy.upload()
      await settle()
      harness.uppy.cancelAll()
      expect(harness.heard.at(-1)).toEqual(politely(messages.uploadCancelled))
      answer.resolve({ status: 201, body: {} })
      await run
    })
  })
})
