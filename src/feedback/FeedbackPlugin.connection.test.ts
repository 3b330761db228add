import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INFO_NOTICE_DURATION_MS } from '../core/config'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { addPng, addScriptedUploader, type HeardAnnouncement, type TestPanel, texts } from '../test/panelHarness'
import { closeFeedbackPanel, feedbackPanel, urgently } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let heard: HeardAnnouncement[]

  function setUp() {
    ;({ panel, uppy, heard } = feedbackPanel())
  }

  afterEach(() => closeFeedbackPanel(panel))

  describe('connection', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      setUp()
    })

    it('shows a warning while offline that stays until the connection is back', () => {
      uppy.emit('is-offline')
      vi.advanceTimersByTime(10 * 60_000)
      expect(panel.context.feedback.notices.getSnapshot()).toMatchObject([{ tone: 'warning', text: messages.offline }])
      expect(heard).toEqual([urgently(messages.offline)])
      uppy.emit('is-online')
      expect(panel.context.feedback.notices.getSnapshot()).toMatchObject([{ tone: 'info', text: messages.online }])
      vi.advanceTimersByTime(INFO_NOTICE_DURATION_MS)
      expect(texts(panel.context.feedback)).toEqual([])
    })

    it('hints at retrying when a file failed meanwhile', async () => {
      addScriptedUploader(uppy, () => new Error('offline'))
      addPng(uppy, 'a.png')
      await uppy.upload()
      uppy.emit('is-offline')
      uppy.emit('is-online')
      expect(texts(panel.context.feedback, 'warning')).toEqual([])
      expect(texts(panel.context.feedback, 'info')).toEqual([messages.onlineRetryHint])
    })

    it('hints at sending when files were added after the failure: the retry button sends them and says so', async () => {
      addScriptedUploader(uppy, () => new Error('offline'))
      addPng(uppy, 'a.png')
      await uppy.upload()
      uppy.emit('is-offline')
      addPng(uppy, 'b.png')
      uppy.emit('is-online')
      expect(texts(panel.context.feedback, 'info')).toEqual([messages.onlineSendHint])
    })

    it('says nothing about a connection that was never lost', () => {
      uppy.emit('is-online')
      expect(texts(panel.context.feedback)).toEqual([])
      expect(heard).toEqual([])
    })
  })
})
