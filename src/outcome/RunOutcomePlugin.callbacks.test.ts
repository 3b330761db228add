import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import { addPng, deferred, type ScriptedOutcome, settle, type TestPanel } from '../test/panelHarness'
import { closePanel, type RunOutcomePanel, rejected, runOutcomePanel } from './RunOutcomePlugin.testSupport'

describe('RunOutcomePlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let onUploadSuccess: RunOutcomePanel['onUploadSuccess']
  let onCompleteSuccess: RunOutcomePanel['onCompleteSuccess']
  let answers: RunOutcomePanel['answers']
  let completedNames: RunOutcomePanel['completedNames']

  beforeEach(() => {
    ;({ panel, uppy, onUploadSuccess, onCompleteSuccess, answers, completedNames } = runOutcomePanel())
  })
  afterEach(() => closePanel(panel))

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
