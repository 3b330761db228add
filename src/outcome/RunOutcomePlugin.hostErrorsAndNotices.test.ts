import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { addPng, recordAnnouncements, type TestPanel, texts } from '../test/panelHarness'
import { closePanel, type RunOutcomePanel, rejected, runOutcomePanel } from './RunOutcomePlugin.testSupport'

describe('RunOutcomePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let onUploadSuccess: RunOutcomePanel['onUploadSuccess']
  let onCompleteSuccess: RunOutcomePanel['onCompleteSuccess']
  let answers: RunOutcomePanel['answers']

  beforeEach(() => {
    ;({ panel, uppy, onUploadSuccess, onCompleteSuccess, answers } = runOutcomePanel())
  })
  afterEach(() => closePanel(panel))

  it('reports a throwing host callback without breaking the run', async () => {
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    const hostBug = new Error('host bug')
    onUploadSuccess.mockImplementation(() => {
      throw hostBug
    })
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    const result = await uppy.upload()
    expect(result?.successful).toHaveLength(2)
    expect(reportError).toHaveBeenCalledTimes(2)
    expect(reportError).toHaveBeenCalledWith(hostBug)
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
  })

  it('rethrows a host error in a later task where reportError does not exist', async () => {
    vi.stubGlobal('reportError', undefined)
    vi.useFakeTimers()
    const hostBug = new Error('host bug')
    onCompleteSuccess.mockImplementation(() => {
      throw hostBug
    })
    addPng(uppy, 'a.png')
    await expect(uppy.upload()).resolves.toBeDefined()
    expect(() => vi.runOnlyPendingTimers()).toThrow(hostBug)
  })

  it('dismisses error notices and announces the result when every file succeeded', async () => {
    const heard = recordAnnouncements(panel.context.feedback.announcer)
    panel.context.feedback.tell('error', 'Nie udało się przesłać pliku „a.png”.')
    panel.context.feedback.tell('info', 'Informacja')
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(texts(panel.context.feedback, 'error')).toEqual([])
    expect(texts(panel.context.feedback, 'info')).toEqual(['Informacja'])
    expect(heard.at(-1)).toEqual({ politeness: 'polite', text: messages.uploadComplete(2) })
  })

  it('keeps error notices while a file failed', async () => {
    answers.set('b.png', rejected())
    panel.context.feedback.tell('error', 'Plik jest uszkodzony.')
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(texts(panel.context.feedback, 'error')).toEqual(['Plik jest uszkodzony.'])
  })
})
