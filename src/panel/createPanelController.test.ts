import { Uppy } from '@uppy/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { installFakeXhr } from '../test/fakeXhr'
import { addPng, createTestConfig, MB, setLimits, settle, type TestConfig } from '../test/panelHarness'
import { createPanelController, type PanelController } from './createPanelController'

const PANEL_PLUGIN_IDS = [
  'PanelIntake',
  'PanelPhotoLocation',
  'ThumbnailGenerator',
  'PanelTransport',
  'PanelFeedback',
  'PanelPauseResume',
  'PanelRunOutcome',
  'PanelProcessingSteps',
]

/**
 * Follows every listener added to and removed from any Uppy emitter from now
 * on, by event name; `leftOver()` lists those still registered.
 */
function followListeners() {
  const registered: Array<[string, unknown]> = []
  const on = vi.spyOn(Uppy.prototype, 'on')
  const once = vi.spyOn(Uppy.prototype, 'once')
  const off = vi.spyOn(Uppy.prototype, 'off')
  return {
    leftOver(uppy: object): string[] {
      registered.length = 0
      const added = [...on.mock.calls, ...once.mock.calls].filter((_, index) => {
        const instance = [...on.mock.contexts, ...once.mock.contexts][index]
        return instance === uppy
      })
      const removed = off.mock.calls.filter((_, index) => off.mock.contexts[index] === uppy)
      for (const [event, fn] of added) registered.push([event, fn])
      for (const [event, fn] of removed) {
        const index = registered.findIndex(([e, f]) => e === event && f === fn)
        if (index !== -1) registered.splice(index, 1)
      }
      return registered.map(([event]) => event).sort()
    },
  }
}

describe('createPanelController', () => {
  let config: TestConfig
  let controller: PanelController

  beforeEach(() => {
    config = createTestConfig()
  })
  afterEach(() => {
    controller.destroy()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  const create = () => {
    controller = createPanelController('panel-test', () => config)
    return controller
  }
  const pluginIds = () => {
    const ids: string[] = []
    controller.uppy.iteratePlugins((plugin) => ids.push(plugin.id))
    return ids
  }

  it('installs each plugin exactly once', () => {
    create()
    expect([...pluginIds()].sort()).toEqual([...PANEL_PLUGIN_IDS].sort())
    for (const id of PANEL_PLUGIN_IDS) expect(controller.uppy.getPlugin(id)?.id).toBe(id)
  })

  it('installs the feedback before pause/resume, which relies on it hearing resume-all first', () => {
    create()
    const ids = pluginIds()
    expect(ids.indexOf('PanelFeedback')).toBeLessThan(ids.indexOf('PanelPauseResume'))
  })

  it("takes the photos' location out after the content checks and before the host's steps (all preprocessors)", () => {
    create()
    const ids = pluginIds()
    expect(ids.indexOf('PanelIntake')).toBeLessThan(ids.indexOf('PanelPhotoLocation'))
    expect(ids.indexOf('PanelPhotoLocation')).toBeLessThan(ids.indexOf('PanelProcessingSteps'))
  })

  it('refresh() applies new limits (the size limit the intake reads at each add)', () => {
    create()
    expect(controller.uppy.opts.restrictions).toMatchObject({ maxNumberOfFiles: 5, maxFileSize: null })
    setLimits(config, { maxFiles: 3, maxFileSize: 2 * MB }, 1)
    controller.refresh()
    expect(controller.uppy.opts.restrictions).toMatchObject({ maxNumberOfFiles: 2, maxFileSize: null })
  })

  it('refresh() applies new processing steps', async () => {
    vi.stubGlobal('location', { href: 'https://panel.test/' })
    const network = installFakeXhr()
    create()
    const run = vi.fn(async () => {})
    config.preprocessSteps = [{ message: 'Zmniejszanie zdjęć…', run }]
    controller.refresh()
    addPng(controller.uppy, 'a.png')
    const upload = controller.uppy.upload()
    await settle()
    expect(run).toHaveBeenCalledTimes(1)
    network.last().respond(201, '{}')
    await upload
  })

  it('shows the panel’s own Polish texts through Uppy', () => {
    create()
    expect(controller.uppy.i18n('youCanOnlyUploadFileTypes', { types: '' })).toBe(messages.wrongType)
  })

  describe('destroy()', () => {
    it('leaves no listener of the panel on the Uppy emitter', async () => {
      const listeners = followListeners()
      const bare = new Uppy()
      const coreOwn = listeners.leftOver(bare)
      bare.destroy()

      vi.stubGlobal('location', { href: 'https://panel.test/' })
      const network = installFakeXhr()
      create()
      addPng(controller.uppy, 'a.png')
      const upload = controller.uppy.upload().catch(() => undefined)
      await settle()
      expect(network.sent()).toHaveLength(1)
      // Listeners were added by every plugin, and by the uploader for the request in flight.
      expect(listeners.leftOver(controller.uppy).length).toBeGreaterThan(coreOwn.length)
      controller.destroy()
      await upload
      await settle()
      expect(network.last().aborted).toBe(true)
      expect(listeners.leftOver(controller.uppy)).toEqual(coreOwn)
    })

    it('leaves events without effect on the feedback', () => {
      create()
      const { uppy, feedback } = controller
      const file = uppy.getFile(addPng(uppy, 'a.png'))
      controller.destroy()
      uppy.emit('is-offline')
      uppy.emit('files-added', [file])
      uppy.emit('upload-error', file, new Error('x'))
      uppy.emit('pause-all')
      expect(feedback.notices.getSnapshot()).toEqual([])
      expect(feedback.announcer.getSnapshot().assertive).toBeNull()
      expect(feedback.announcer.getSnapshot().polite?.text).toBe(messages.filesAdded(['a.png']))
    })

    it('disposes the notices and the announcer’s timers', () => {
      vi.useFakeTimers()
      create()
      const { uppy, feedback } = controller
      addPng(uppy, 'a.png')
      feedback.tell('error', 'Nie udało się.')
      const noticeListener = vi.fn()
      feedback.notices.subscribe(noticeListener)
      controller.destroy()
      expect(feedback.notices.getSnapshot()).toEqual([])
      const announced = feedback.announcer.getSnapshot()
      vi.runAllTimers()
      // An announcer timer still running would have cleared the announcement now.
      expect(feedback.announcer.getSnapshot()).toBe(announced)
      expect(noticeListener).not.toHaveBeenCalled()
    })

    it('calls no host callback for a request that ends after it', async () => {
      vi.stubGlobal('location', { href: 'https://panel.test/' })
      const network = installFakeXhr()
      const onUploadSuccess = vi.fn()
      const onCompleteSuccess = vi.fn()
      config.onUploadSuccess = onUploadSuccess
      config.onCompleteSuccess = onCompleteSuccess
      create()
      addPng(controller.uppy, 'a.png')
      const upload = controller.uppy.upload().catch(() => undefined)
      await settle()
      const request = network.last()
      controller.destroy()
      await upload
      expect(request.aborted).toBe(true)
      expect(onUploadSuccess).not.toHaveBeenCalled()
      expect(onCompleteSuccess).not.toHaveBeenCalled()
    })

    it('is idempotent', () => {
      create()
      const destroyUppy = vi.spyOn(controller.uppy, 'destroy')
      const disposeFeedback = vi.spyOn(controller.feedback, 'dispose')
      controller.destroy()
      expect(() => controller.destroy()).not.toThrow()
      expect(destroyUppy).toHaveBeenCalledTimes(1)
      expect(disposeFeedback).toHaveBeenCalledTimes(1)
    })
  })
})
