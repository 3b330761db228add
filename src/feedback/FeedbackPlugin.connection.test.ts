import { describe, expect, it, vi } from 'vitest'
import { INFO_NOTICE_DURATION_MS } from '../core/config'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, addScriptedUploader, texts } from '../test/panelHarness'
import { feedbackPanelOnFakeTimers, urgently } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  describe('connection', () => {
    const harness = freshEachTest(feedbackPanelOnFakeTimers)

    it('shows a warning while offline that stays until the connection is back', () => {
      harness.uppy.emit('is-offline')
      vi.advanceTimersByTime(10 * 60_000)
      expect(harness.panel.context.feedback.notices.getSnapshot()).toMatchObject([
        { tone: 'warning', text: messages.offline },
      ])
      expect(harness.heard).toEqual([urgently(messages.offline)])
      harness.uppy.emit('is-online')
      expect(harness.panel.context.feedback.notices.getSnapshot()).toMatchObject([
        { tone: 'info', text: messages.online },
      ])
      vi.advanceTimersByTime(INFO_NOTICE_DURATION_MS)
      expect(texts(harness.panel.context.feedback)).toEqual([])
    })

    it('hints at retrying when a file failed meanwhile', async () => {
      addScriptedUploader(harness.uppy, () => new Error('offline'))
      addPng(harness.uppy, 'a.png')
      await harness.uppy.upload()
      harness.uppy.emit('is-offline')
      harness.uppy.emit('is-online')
      expect(texts(harness.panel.context.feedback, 'warning')).toEqual([])
      expect(texts(harness.panel.context.feedback, 'info')).toEqual([messages.onlineRetryHint])
    })

    it('hints at sending when files were added after the failure: the retry button sends them and says so', async () => {
      addScriptedUploader(harness.uppy, () => new Error('offline'))
      addPng(harness.uppy, 'a.png')
      await harness.uppy.upload()
      harness.uppy.emit('is-offline')
      addPng(harness.uppy, 'b.png')
      harness.uppy.emit('is-online')
      expect(texts(harness.panel.context.feedback, 'info')).toEqual([messages.onlineSendHint])
    })

    it('says nothing about a connection that was never lost', () => {
      harness.uppy.emit('is-online')
      expect(texts(harness.panel.context.feedback)).toEqual([])
      expect(harness.heard).toEqual([])
    })
  })
})
