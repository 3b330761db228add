import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAUSE_ABORT_DELAY_MS } from '../core/config'
import type { PanelUppy } from '../core/panelTypes'
import { addPng, settle, type TestPanel } from '../test/panelHarness'
import { closePanel, type PausablePanel, pausablePanel } from './PauseResumePlugin.testSupport'

describe('PauseResumePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy

  afterEach(() => closePanel(panel))

  describe('with the panel’s transport', () => {
    let network: PausablePanel['network']
    let uploadUnderWay: PausablePanel['uploadUnderWay']

    beforeEach(() => {
      ;({ network, panel, uppy, uploadUnderWay } = pausablePanel())
    })

    /** A pause aborts a request once the browser could have said its body was sent. */
    const pauseTakesEffect = () => new Promise((resolve) => setTimeout(resolve, PAUSE_ABORT_DELAY_MS + 20))

    /** Starts an upload of one file and pauses it before the browser has reported anything of its body. */
    async function pauseBeforeAnyReport() {
      const a = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await settle()
      uppy.pauseAll()
      return { a, run }
    }

    /** The paused file's request was left to finish: the file completes with that one request. */
    async function expectLeftToFinish(fileId: string, run: Promise<unknown>) {
      expect(network.last().aborted).toBe(false)
      expect(uppy.getFile(fileId).isPaused).toBe(false)
      network.last().respond(201, '{}')
      await run
      expect(uppy.getFile(fileId).progress.uploadComplete).toBe(true)
      expect(network.sent()).toHaveLength(1)
    }

    it('pauses a file waiting to be retried: the next attempt is not sent, and resuming sends it', async () => {
      const a = addPng(uppy, 'a.png')
      const { run } = await uploadUnderWay()
      network.last().respond(503)
      uppy.pauseAll()
      // The fetcher makes its next attempt after its own delay; the policy stops it as paused.
      await vi.waitFor(() => expect(network.requests).toHaveLength(2))
      await run
      expect(network.sent()).toHaveLength(1)
      expect(uppy.getFile(a)).toMatchObject({ isPaused: true, error: null })
      uppy.resumeAll()
      await settle()
      expect(network.sent()).toHaveLength(2)
    })

    // A defect this guards against (fixed): a pause while an attempt waits inside onBeforeRequest (here the server's Retry-After)
    // makes that attempt fail as paused only when the wait ends. A resume in between finds
    // nothing to resend, and the late "paused" failure then marks the resumed file paused again.
    it('keeps a file resumed when it was paused and resumed while waiting out a Retry-After', async () => {
      vi.useFakeTimers()
      const a = addPng(uppy, 'a.png')
      const run = uppy.upload()
      await vi.advanceTimersByTimeAsync(0)
      network.last().progressUpload(40)
      network.last().respond(503, '', { headers: { 'Retry-After': '10' } })
      await vi.advanceTimersByTimeAsync(1_000)
      uppy.pauseAll()
      await vi.advanceTimersByTimeAsync(1_000)
      uppy.resumeAll()
      await vi.advanceTimersByTimeAsync(10_000)
      expect(uppy.getFile(a).isPaused).toBe(false)
      expect(network.sent()).toHaveLength(2)
      network.last().respond(201, '{}')
      await settle()
      await run
      expect(uppy.getFile(a).progress.uploadComplete).toBe(true)
    })

    it('waits before aborting a request the browser reported nothing of, and lets it finish if its body was sent', async () => {
      const { a, run } = await pauseBeforeAnyReport()
      expect(uppy.getFile(a).isPaused).toBe(true)
      expect(network.last().aborted).toBe(false)
      // Chromium reports the body sent up to 100 ms after the server has all of it.
      network.last().finishUpload()
      await pauseTakesEffect()
      await expectLeftToFinish(a, run)
    })

    it('aborts a request the browser reported nothing of once the pause delay has passed', async () => {
      const { a, run } = await pauseBeforeAnyReport()
      await pauseTakesEffect()
      expect(network.last().aborted).toBe(true)
      await run
      expect(uppy.getFile(a)).toMatchObject({ isPaused: true, error: null })
    })

    it('does not abort a request whose body was sent: the answer may already be stored', async () => {
      const a = addPng(uppy, 'a.png')
      const { run } = await uploadUnderWay()
      network.last().finishUpload()
      uppy.pauseAll()
      await expectLeftToFinish(a, run)
    })
  })
})
