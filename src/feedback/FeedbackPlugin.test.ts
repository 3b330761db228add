import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INFO_NOTICE_DURATION_MS } from '../core/config'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { PauseResumePlugin } from '../pause/PauseResumePlugin'
import { installFakeXhr } from '../test/fakeXhr'
import {
  addPng,
  addScriptedUploader,
  createTestPanel,
  deferred,
  type HeardAnnouncement,
  recordAnnouncements,
  refusedByServer,
  type ScriptedOutcome,
  settle,
  type TestPanel,
  texts,
} from '../test/panelHarness'
import { panelTransportPlugin } from '../transport/panelTransport'
import { FeedbackPlugin } from './FeedbackPlugin'

const rejected = (message: string) => refusedByServer(message)

describe('FeedbackPlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let heard: HeardAnnouncement[]

  function setUp(overrides: Parameters<typeof createTestPanel>[0] = {}) {
    panel = createTestPanel(overrides)
    uppy = panel.uppy
    uppy.use(FeedbackPlugin, { context: panel.context })
    heard = recordAnnouncements(panel.context.feedback.announcer)
  }

  afterEach(() => {
    uppy.destroy()
    panel.context.feedback.dispose()
    panel.context.supervisor.dispose()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** Failures of one moment are reported together, after a short window (well under a notice's 5 s). */
  const reportWindowPassed = () => vi.advanceTimersByTimeAsync(1_000)
  const said = () => heard.map((announcement) => announcement.text)
  const politely = (text: string): HeardAnnouncement => ({ politeness: 'polite', text })
  const urgently = (text: string): HeardAnnouncement => ({ politeness: 'assertive', text })

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

  describe('with the panel’s transport and pause/resume', () => {
    let network: ReturnType<typeof installFakeXhr>

    function setUpTransport(overrides: Parameters<typeof createTestPanel>[0] = {}) {
      vi.stubGlobal('location', { href: 'https://panel.test/' })
      network = installFakeXhr()
      setUp(overrides)
      uppy.use(panelTransportPlugin(), { context: panel.context }).use(PauseResumePlugin, { context: panel.context })
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
