import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { addPng, addScriptedUploader, type HeardAnnouncement, type TestPanel, texts } from '../test/panelHarness'
import { closeFeedbackPanel, feedbackPanel, rejected, reportWindowPassed, urgently } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let heard: HeardAnnouncement[]

  function setUp() {
    ;({ panel, uppy, heard } = feedbackPanel())
  }

  afterEach(() => closeFeedbackPanel(panel))

  describe('failures', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      setUp()
    })

    it('shows the failure on the file, in the status bar and as an error notice', async () => {
      addScriptedUploader(uppy, () => rejected('Plik jest uszkodzony.'))
      const id = addPng(uppy, 'a.png')
      await uppy.upload()
      expect(uppy.getFile(id).error).toBe('Plik jest uszkodzony.')
      expect(uppy.getState().error).toBe('Plik jest uszkodzony.')
      await reportWindowPassed()
      expect(texts(panel.context.feedback, 'error')).toEqual(['Plik jest uszkodzony.'])
      expect(heard).toContainEqual(urgently('Plik jest uszkodzony.'))
    })

    it('explains a failure without an answer in Polish (Uppy’s English network error never shows)', async () => {
      addScriptedUploader(uppy, () => new Error('This looks like a network error'))
      const id = addPng(uppy, 'a.png')
      await uppy.upload()
      expect(uppy.getFile(id).error).toBe(messages.networkError)
      expect(uppy.getState().error).toBe(messages.networkError)
      await reportWindowPassed()
      expect(texts(panel.context.feedback, 'error')).toEqual([
        messages.uploadFailedForFile('a.png', messages.networkError),
      ])
    })

    it('ignores the failure of a file already removed', async () => {
      const id = addPng(uppy, 'a.png')
      const file = uppy.getFile(id)
      uppy.removeFile(id)
      uppy.emit('upload-error', file, rejected('Plik jest uszkodzony.'))
      await reportWindowPassed()
      expect(texts(panel.context.feedback)).toEqual([])
    })

    it('clears the status bar’s error when the failed file is removed', async () => {
      addScriptedUploader(uppy, (file) => (file.name === 'b.png' ? rejected('Zły plik.') : { status: 201, body: {} }))
      addPng(uppy, 'a.png')
      const b = addPng(uppy, 'b.png')
      await uppy.upload()
      expect(uppy.getState().error).toBe('Zły plik.')
      uppy.removeFile(b)
      expect(uppy.getState().error).toBeNull()
    })

    it('stops reacting once uninstalled', async () => {
      const feedbackPlugin = uppy.getPlugin('PanelFeedback')
      if (!feedbackPlugin) throw new Error('feedback not installed')
      uppy.removePlugin(feedbackPlugin)
      addScriptedUploader(uppy, () => rejected('Plik jest uszkodzony.'))
      addPng(uppy, 'a.png')
      await uppy.upload()
      uppy.emit('is-offline')
      await reportWindowPassed()
      expect(texts(panel.context.feedback)).toEqual([])
      expect(heard).toEqual([])
    })
  })
})
