import { describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, recordAnnouncements, texts } from '../test/panelHarness'
import { rejected, runOutcomePanel } from './RunOutcomePlugin.testSupport'

describe('RunOutcomePlugin', () => {
  const harness = freshEachTest(runOutcomePanel)

  it('reports a throwing host callback without breaking the run', async () => {
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    const hostBug = new Error('host bug')
    harness.onUploadSuccess.mockImplementation(() => {
      throw hostBug
    })
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    const result = await harness.uppy.upload()
    expect(result?.successful).toHaveLength(2)
    expect(reportError).toHaveBeenCalledTimes(2)
    expect(reportError).toHaveBeenCalledWith(hostBug)
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(1)
  })

  it('rethrows a host error in a later task where reportError does not exist', async () => {
    vi.stubGlobal('reportError', undefined)
    vi.useFakeTimers()
    const hostBug = new Error('host bug')
    harness.onCompleteSuccess.mockImplementation(() => {
      throw hostBug
    })
    addPng(harness.uppy, 'a.png')
    await expect(harness.uppy.upload()).resolves.toBeDefined()
    expect(() => vi.runOnlyPendingTimers()).toThrow(hostBug)
  })

  it('dismisses error notices and announces the result when every file succeeded', async () => {
    const heard = recordAnnouncements(harness.panel.context.feedback.announcer)
    harness.panel.context.feedback.tell('error', 'Nie udało się przesłać pliku „a.png”.')
    harness.panel.context.feedback.tell('info', 'Informacja')
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    expect(texts(harness.panel.context.feedback, 'error')).toEqual([])
    expect(texts(harness.panel.context.feedback, 'info')).toEqual(['Informacja'])
    expect(heard.at(-1)).toEqual({ politeness: 'polite', text: messages.uploadComplete(2) })
  })

  it('keeps error notices while a file failed', async () => {
    harness.answers.set('b.png', rejected())
    harness.panel.context.feedback.tell('error', 'Plik jest uszkodzony.')
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    expect(texts(harness.panel.context.feedback, 'error')).toEqual(['Plik jest uszkodzony.'])
  })
})
