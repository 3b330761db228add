import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelFile, PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import {
  addPng,
  addScriptedUploader,
  createTestPanel,
  type Deferred,
  deferred,
  recordAnnouncements,
  refusedByServer,
  type ScriptedOutcome,
  settle,
  type TestPanel,
  texts,
} from '../test/panelHarness'
import type { CompleteSuccessResult, UploadedFile, UploadResponse } from '../types'
import { RunOutcomePlugin } from './RunOutcomePlugin'

const rejected = () => refusedByServer('Plik jest uszkodzony.')

describe('RunOutcomePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let onUploadSuccess: ReturnType<typeof vi.fn<(file: UploadedFile, response: UploadResponse) => void>>
  let onCompleteSuccess: ReturnType<typeof vi.fn<(result: CompleteSuccessResult) => void>>
  /** What the scripted server answers, by file name; a file not listed succeeds with its name. */
  let answers: Map<string, ScriptedOutcome | Deferred<ScriptedOutcome>>

  beforeEach(() => {
    onUploadSuccess = vi.fn()
    onCompleteSuccess = vi.fn()
    panel = createTestPanel({ onUploadSuccess, onCompleteSuccess })
    uppy = panel.uppy
    uppy.use(RunOutcomePlugin, { context: panel.context })
    answers = new Map()
    addScriptedUploader(uppy, (file: PanelFile) => {
      const answer = answers.get(file.name ?? '') ?? { status: 201, body: { name: file.name } }
      return 'promise' in answer ? answer.promise : answer
    })
  })
  afterEach(() => {
    uppy.destroy()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  const completedNames = (call = 0) =>
    onCompleteSuccess.mock.calls[call]?.[0].successful.map((attachment) => attachment.file.name)

  it('calls onUploadSuccess once per accepted file, with the status and the parsed body', async () => {
    const a = addPng(uppy, 'a.png')
    answers.set('b.png', { status: 200, body: 'OK' })
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
    const [file, response] = onUploadSuccess.mock.calls[0] ?? []
    expect(file).toMatchObject({ id: a, name: 'a.png', type: 'image/png', size: 16 })
    expect(file?.data).toBeInstanceOf(Blob)
    expect(response).toEqual({ status: 201, body: { name: 'a.png' } })
    expect(onUploadSuccess.mock.calls[1]?.[1]).toEqual({ status: 200, body: 'OK' })
  })

  it('passes an empty body as null', async () => {
    answers.set('a.png', { status: 204, body: null })
    addPng(uppy, 'a.png')
    await uppy.upload()
    expect(onUploadSuccess.mock.calls[0]?.[1]).toEqual({ status: 204, body: null })
  })

  it('calls onCompleteSuccess once when every file of the run succeeded, with the files in order', async () => {
    // The second file is answered first.
    const slow = deferred<ScriptedOutcome>()
    answers.set('a.png', slow)
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    addPng(uppy, 'c.png')
    const run = uppy.upload()
    await settle()
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
    expect(onCompleteSuccess).not.toHaveBeenCalled()
    slow.resolve({ status: 201, body: { name: 'a.png' } })
    await run
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(completedNames()).toEqual(['a.png', 'b.png', 'c.png'])
    expect(onCompleteSuccess.mock.calls[0]?.[0].successful[0]?.response).toEqual({
      status: 201,
      body: { name: 'a.png' },
    })
  })

  it('never calls onCompleteSuccess while a file of the run failed', async () => {
    answers.set('b.png', rejected())
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(onUploadSuccess).toHaveBeenCalledTimes(1)
    expect(onCompleteSuccess).not.toHaveBeenCalled()
  })

  it('calls onCompleteSuccess once with all the files when the retry of the failed one succeeds', async () => {
    answers.set('b.png', rejected())
    addPng(uppy, 'a.png')
    const b = addPng(uppy, 'b.png')
    await uppy.upload()
    answers.delete('b.png')
    await uppy.retryUpload(b)
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(completedNames()).toEqual(['a.png', 'b.png'])
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
  })

  it('also settles a retry started through upload() (retry-all)', async () => {
    answers.set('a.png', rejected())
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    answers.delete('a.png')
    await uppy.upload()
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(completedNames()).toEqual(['a.png', 'b.png'])
  })

  it('reports the files that succeeded once the failed file is removed', async () => {
    answers.set('b.png', rejected())
    addPng(uppy, 'a.png')
    const b = addPng(uppy, 'b.png')
    await uppy.upload()
    uppy.removeFile(b)
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(completedNames()).toEqual(['a.png'])
  })

  it('reports each later run with its own files only', async () => {
    addPng(uppy, 'a.png')
    await uppy.upload()
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(onCompleteSuccess).toHaveBeenCalledTimes(2)
    expect(completedNames(1)).toEqual(['b.png'])
  })

  it('reads the callbacks at call time, so a changed prop is used', async () => {
    const replacement = vi.fn()
    panel.config.onCompleteSuccess = replacement
    addPng(uppy, 'a.png')
    await uppy.upload()
    expect(onCompleteSuccess).not.toHaveBeenCalled()
    expect(replacement).toHaveBeenCalledTimes(1)
  })

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

  it('calls nothing after uppy.destroy()', async () => {
    const answer = deferred<ScriptedOutcome>()
    answers.set('a.png', answer)
    const a = addPng(uppy, 'a.png')
    const file = uppy.getFile(a)
    const run = uppy.upload()
    await settle()
    uppy.destroy()
    // The uploader's late answers, and one for a file object kept from before.
    answer.resolve({ status: 201, body: {} })
    uppy.emit('upload-success', file, { status: 201, body: { parsed: {} }, uploadURL: '' })
    await run.catch(() => undefined)
    expect(onUploadSuccess).not.toHaveBeenCalled()
    expect(onCompleteSuccess).not.toHaveBeenCalled()
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

  it('forgets the run when everything is cancelled', async () => {
    answers.set('b.png', rejected())
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    uppy.cancelAll()
    addPng(uppy, 'c.png')
    await uppy.upload()
    expect(onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(completedNames()).toEqual(['c.png'])
  })
})
