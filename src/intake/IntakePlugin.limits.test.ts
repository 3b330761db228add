import { describe, expect, it, vi } from 'vitest'
import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import {
  addPng,
  addScriptedUploader,
  deferred,
  MB,
  pngToAdd,
  type ScriptedOutcome,
  setLimits,
  settle,
} from '../test/panelHarness'
import type { IntakePlugin } from './IntakePlugin'
import { intakePanel, intakeSettled, text } from './IntakePlugin.testSupport'

/** A JPEG's signature, then `size` bytes in all (the content check reads the signature only). */
const jpegHead = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

describe('IntakePlugin', () => {
  const harness = freshEachTest(intakePanel)

  describe('limits', () => {
    it('refresh() applies changed limits to Uppy’s restrictions; the size limit is read at each add', async () => {
      const intake = harness.uppy.getPlugin<IntakePlugin>('PanelIntake')
      expect(harness.uppy.opts.restrictions).toMatchObject({ maxFileSize: null, maxNumberOfFiles: 5 })
      setLimits(harness.panel.config, { maxFiles: 4, maxFileSize: 1 * MB }, 2)
      intake?.refresh()
      expect(harness.uppy.opts.restrictions).toMatchObject({ maxFileSize: null, maxNumberOfFiles: 2 })
      harness.uppy.addFiles([pngToAdd('duze.png', 2 * MB)])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([harness.uppy.i18n('exceedsSize', { file: 'duze.png', size: '1\u00a0MB' })])
    })

    it('refuses a file of another type for its type, whatever its size', async () => {
      setLimits(harness.panel.config, { maxFiles: 4, maxFileSize: 4 })
      harness.uppy.addFiles([text('notatka.txt')])
      await intakeSettled()
      expect(harness.errors()).toEqual([messages.wrongType])
    })

    it('with resizePhotos, lists a JPEG over the size limit (checked once scaled) and refuses any other type', async () => {
      harness.panel.config.resizePhotos = { maxSide: 2560 }
      setLimits(harness.panel.config, { maxFiles: 4, maxFileSize: 1 * MB })
      const jpeg = {
        name: 'aparat.jpg',
        type: 'image/jpeg',
        data: new Blob([jpegHead(2 * MB)], { type: 'image/jpeg' }),
      }
      harness.uppy.addFiles([jpeg, pngToAdd('duze.png', 2 * MB)])
      await intakeSettled()
      expect(harness.names()).toEqual(['aparat.jpg'])
      expect(harness.errors()).toEqual([harness.uppy.i18n('exceedsSize', { file: 'duze.png', size: '1\u00a0MB' })])
      // Without it, the same JPEG is refused when it is added.
      harness.panel.config.resizePhotos = undefined
      harness.uppy.cancelAll()
      harness.uppy.addFiles([jpeg])
      await intakeSettled()
      expect(harness.names()).toEqual([])
    })

    it('sets Uppy’s options once after a burst of removals, and not at all when nothing changed', async () => {
      addScriptedUploader(harness.uppy, () => ({ status: 201, body: {} }))
      for (const name of ['a.png', 'b.png', 'c.png']) addPng(harness.uppy, name)
      await harness.uppy.upload()
      await settle()
      // Uploaded files still listed hold no place of their own: three more may be listed.
      expect(harness.uppy.opts.restrictions.maxNumberOfFiles).toBe(8)
      const setOptions = vi.spyOn(harness.uppy, 'setOptions')
      harness.uppy.cancelAll()
      expect(setOptions).not.toHaveBeenCalled()
      await settle()
      expect(setOptions).toHaveBeenCalledTimes(1)
      expect(harness.uppy.opts.restrictions.maxNumberOfFiles).toBe(5)

      addPng(harness.uppy, 'd.png')
      harness.uppy.removeFile(harness.uppy.getFiles()[0]?.id ?? '')
      await settle()
      expect(setOptions).toHaveBeenCalledTimes(1)
    })

    it('during a run, sets Uppy’s options at the redraw pace, not once per uploaded file, and at the end', async () => {
      vi.useFakeTimers()
      try {
        const answers = ['a.png', 'b.png', 'c.png', 'd.png'].map(() => deferred<ScriptedOutcome>())
        const fileNames = ['a.png', 'b.png', 'c.png', 'd.png']
        addScriptedUploader(
          harness.uppy,
          (file) => answers[fileNames.indexOf(file.name ?? '')]?.promise ?? { status: 201, body: {} },
        )
        for (const name of fileNames) addPng(harness.uppy, name)
        await settle()
        const setOptions = vi.spyOn(harness.uppy, 'setOptions')
        const upload = harness.uppy.upload()
        await settle()
        for (const answer of answers.slice(0, 3)) {
          answer.resolve({ status: 201, body: {} })
          await settle()
        }
        // Three files sent in three tasks, within one redraw interval: no option set yet.
        expect(setOptions).not.toHaveBeenCalled()
        await vi.advanceTimersByTimeAsync(UPLOAD_REFRESH_INTERVAL_MS)
        expect(setOptions).toHaveBeenCalledTimes(1)
        expect(harness.uppy.opts.restrictions.maxNumberOfFiles).toBe(8)
        answers[3]?.resolve({ status: 201, body: {} })
        await upload
        await settle()
        // The run's end sets them at once, without waiting for the interval.
        expect(setOptions).toHaveBeenCalledTimes(2)
        expect(harness.uppy.opts.restrictions.maxNumberOfFiles).toBe(9)
      } finally {
        vi.useRealTimers()
      }
    })

    it('counts the files sent so far when files are added during a run', async () => {
      harness.applyLimits({ maxFiles: 2, maxFileSize: 10 * MB })
      const second = deferred<ScriptedOutcome>()
      addScriptedUploader(harness.uppy, (file) => (file.name === 'a.png' ? { status: 201, body: {} } : second.promise))
      addPng(harness.uppy, 'a.png')
      addPng(harness.uppy, 'b.png')
      await settle()
      const upload = harness.uppy.upload()
      await settle()
      // a.png is sent (and now the host's), b.png still going: one place is free, at once.
      harness.uppy.addFiles([pngToAdd('c.png')])
      await intakeSettled()
      expect(harness.names()).toEqual(['a.png', 'b.png', 'c.png'])
      expect(harness.errors()).toEqual([])
      second.resolve({ status: 201, body: {} })
      await upload
    })

    it('counts an uploaded file as the host’s (existingCount), not as a second place', async () => {
      harness.applyLimits({ maxFiles: 2, maxFileSize: 10 * MB })
      addScriptedUploader(harness.uppy, () => ({ status: 201, body: {} }))
      addPng(harness.uppy, 'a.png')
      await harness.uppy.upload()
      // The host now lists the uploaded file.
      harness.applyLimits({ maxFiles: 2, maxFileSize: 10 * MB }, 1)
      harness.uppy.addFiles([pngToAdd('b.png')])
      await intakeSettled()
      expect(harness.names()).toEqual(['a.png', 'b.png'])
      harness.uppy.addFiles([pngToAdd('c.png')])
      await intakeSettled()
      expect(harness.names()).toEqual(['a.png', 'b.png'])
      expect(harness.errors()).toEqual([messages.tooManyFiles(0)])
    })

    it('does not send more files than there are places now, and says how many to remove', async () => {
      addScriptedUploader(harness.uppy, () => ({ status: 201, body: {} }))
      harness.uppy.addFiles([pngToAdd('a.png'), pngToAdd('b.png'), pngToAdd('c.png')])
      await intakeSettled()
      // Meanwhile the member added attachments elsewhere.
      harness.applyLimits({ maxFiles: 5, maxFileSize: 10 * MB }, 4)
      await expect(harness.uppy.upload()).rejects.toThrow()
      expect(harness.errors()).toEqual([messages.tooManyToSend(1, 2)])
      expect(harness.uppy.getFiles().every((file) => !file.progress.uploadStarted)).toBe(true)
    })
  })
})
