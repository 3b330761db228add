import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { PauseResumePlugin } from '../pause/PauseResumePlugin'
import { installFakeXhr } from '../test/fakeXhr'
import {
  addPng,
  closeTestPanel,
  type createTestPanel,
  type HeardAnnouncement,
  settle,
  type TestPanel,
  texts,
} from '../test/panelHarness'
import { PanelTransport } from '../transport/panelTransport'
import { type FeedbackPanel, feedbackPanel, politely, reportWindowPassed } from './FeedbackPlugin.testSupport'

describe('FeedbackPlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let heard: HeardAnnouncement[]
  let said: FeedbackPanel['said']

  function setUp(overrides: Parameters<typeof createTestPanel>[0] = {}) {
    ;({ panel, uppy, heard, said } = feedbackPanel(overrides))
  }

  afterEach(() => closeTestPanel(panel))

  describe('with the panel’s transport and pause/resume', () => {
    let network: ReturnType<typeof installFakeXhr>

    function setUpTransport(overrides: Parameters<typeof createTestPanel>[0] = {}) {
      vi.stubGlobal('location', { href: 'https://panel.test/' })
      network = installFakeXhr()
      setUp(overrides)
      uppy.use(PanelTransport, { context: panel.context }).use(PauseResumePlugin, { context: panel.context })
    }

    it('announces resume once, and not the resumed files as a new start', async () => {
      setUpTransport()
      addPng(uppy, 'a.png')
      addPng(uppy, 'b.png')
      const run = uppy.upload()
      await settle()
      for (const request of network.sent()) request.progressUpload(40)
      uppy.pauseAll()
      await run
      heard.length = 0
      uppy.resumeAll()
      await settle()
      expect(network.sent()).toHaveLength(4)
      expect(heard).toEqual([politely(messages.uploadResumed)])
      // A later run is announced again.
      for (const request of network.sent().slice(2)) request.respond(201, '{}')
      await settle()
      addPng(uppy, 'c.png')
      const next = uppy.upload()
      await settle()
      expect(said()).toContain(messages.uploadStarted(1))
      network.last().respond(201, '{}')
      await next
    })

    it('shows no failure for a paused file', async () => {
      vi.useFakeTimers()
      setUpTransport()
      const id = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await settle()
      network.last().progressUpload(40)
      uppy.pauseAll()
      await run
      await reportWindowPassed()
      expect(uppy.getFile(id).error).toBeNull()
      expect(uppy.getState().error).toBeNull()
      expect(texts(panel.context.feedback, 'error')).toEqual([])
    })

    it.each([
      [30_000, 30],
      [2_000, 2],
    ])('names the seconds of a stall (stallTimeoutMs %i → %i)', async (stallTimeoutMs, seconds) => {
      vi.useFakeTimers()
      setUpTransport({ stallTimeoutMs })
      const id = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await vi.advanceTimersByTimeAsync(0)
      network.last().progressUpload(10)
      await vi.advanceTimersByTimeAsync(stallTimeoutMs)
      await run
      await reportWindowPassed()
      expect(uppy.getFile(id).error).toBe(messages.stalled(seconds))
      expect(texts(panel.context.feedback, 'error')).toEqual([messages.stalled(seconds)])
      expect(network.sent()).toHaveLength(1)
    })

    it('tells a member whose token vanished before a retry to sign in', async () => {
      vi.useFakeTimers()
      setUpTransport()
      const id = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await vi.advanceTimersByTimeAsync(0)
      panel.config.token = null
      network.last().respond(503)
      await vi.advanceTimersByTimeAsync(1_000)
      await run
      await reportWindowPassed()
      expect(uppy.getFile(id).error).toBe(messages.noToken)
      expect(texts(panel.context.feedback, 'error')).toEqual([messages.noToken])
    })
  })
})
