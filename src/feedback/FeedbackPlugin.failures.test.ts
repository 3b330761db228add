import { describe, expect, it } from 'vitest'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, addScriptedUploader, texts } from '../test/panelHarness'
import { feedbackPanelOnFakeTimers, rejected, reportWindowPassed, urgently } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  describe('failures', () => {
    const harness = freshEachTest(feedbackPanelOnFakeTimers)

    it('shows the failure on the file, in the status bar and as an error notice', async () => {
      addScriptedUploader(harness.uppy, () => rejected('Plik jest uszkodzony.'))
      const id = addPng(harness.uppy, 'a.png')
      await harness.uppy.upload()
      expect(harness.uppy.getFile(id).error).toBe('Plik jest uszkodzony.')
      expect(harness.uppy.getState().error).toBe('Plik jest uszkodzony.')
      await reportWindowPassed()
      expect(texts(harness.panel.context.feedback, 'error')).toEqual(['Plik jest uszkodzony.'])
      expect(harness.heard).toContainEqual(urgently('Plik jest uszkodzony.'))
    })

    it('explains a failure without an answer in Polish (Uppy’s English network error never shows)', async () => {
      addScriptedUploader(harness.uppy, () => new Error('This looks like a network error'))
      const id = addPng(harness.uppy, 'a.png')
      await harness.uppy.upload()
      expect(harness.uppy.getFile(id).error).toBe(messages.networkError)
      expect(harness.uppy.getState().error).toBe(messages.networkError)
      await reportWindowPassed()
      expect(texts(harness.panel.context.feedback, 'error')).toEqual([
        messages.uploadFailedForFile('a.png', messages.networkError),
      ])
    })

    it('ignores the failure of a file already removed', async () => {
      const id = addPng(harness.uppy, 'a.png')
      const file = harness.uppy.getFile(id)
      harness.uppy.removeFile(id)
      harness.uppy.emit('upload-error', file, rejected('Plik jest uszkodzony.'))
      await reportWindowPassed()
      expect(texts(harness.panel.context.feedback)).toEqual([])
    })

    it('clears the status bar’s error when the failed file is removed', async () => {
      addScriptedUploader(harness.uppy, (file) =>
        file.name === 'b.png' ? rejected('Zły plik.') : { status: 201, body: {} },
      )
      addPng(harness.uppy, 'a.png')
      const b = addPng(harness.uppy, 'b.png')
      await harness.uppy.upload()
      expect(harness.uppy.getState().error).toBe('Zły plik.')
      harness.uppy.removeFile(b)
      expect(harness.uppy.getState().error).toBeNull()
    })

    it('stops reacting once uninstalled', async () => {
      const feedbackPlugin = harness.uppy.getPlugin('PanelFeedback')
      if (!feedbackPlugin) throw new Error('feedback not installed')
      harness.uppy.removePlugin(feedbackPlugin)
      addScriptedUploader(harness.uppy, () => rejected('Plik jest uszkodzony.'))
      addPng(harness.uppy, 'a.png')
      await harness.uppy.upload()
      harness.uppy.emit('is-offline')
      await reportWindowPassed()
      expect(texts(harness.panel.context.feedback)).toEqual([])
      expect(harness.heard).toEqual([])
    })
  })
})
