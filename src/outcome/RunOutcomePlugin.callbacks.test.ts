import { describe, expect, it, vi } from 'vitest'
import { freshEachTest } from '../test/freshEachTest'
import { addPng, deferred, type ScriptedOutcome, settle } from '../test/panelHarness'
import { rejected, runOutcomePanel } from './RunOutcomePlugin.testSupport'

describe('RunOutcomePlugin', () => {
  const harness = freshEachTest(runOutcomePanel)

  it('calls onUploadSuccess once per accepted file, with the status and the parsed body', async () => {
    const a = addPng(harness.uppy, 'a.png')
    harness.answers.set('b.png', { status: 200, body: 'OK' })
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    expect(harness.onUploadSuccess).toHaveBeenCalledTimes(2)
    const [file, response] = harness.onUploadSuccess.mock.calls[0] ?? []
    expect(file).toMatchObject({ id: a, name: 'a.png', type: 'image/png', size: 16 })
    expect(file?.data).toBeInstanceOf(Blob)
    expect(response).toEqual({ status: 201, body: { name: 'a.png' } })
    expect(harness.onUploadSuccess.mock.calls[1]?.[1]).toEqual({ status: 200, body: 'OK' })
  })

  it('passes an empty body as null', async () => {
    harness.answers.set('a.png', { status: 204, body: null })
    addPng(harness.uppy, 'a.png')
    await harness.uppy.upload()
    expect(harness.onUploadSuccess.mock.calls[0]?.[1]).toEqual({ status: 204, body: null })
  })

  it('calls onCompleteSuccess once when every file of the run succeeded, with the files in order', async () => {
    // The second file is answered first.
    const slow = deferred<ScriptedOutcome>()
    harness.answers.set('a.png', slow)
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    addPng(harness.uppy, 'c.png')
    const run = harness.uppy.upload()
    await settle()
    expect(harness.onUploadSuccess).toHaveBeenCalledTimes(2)
    expect(harness.onCompleteSuccess).not.toHaveBeenCalled()
    slow.resolve({ status: 201, body: { name: 'a.png' } })
    await run
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(harness.completedNames()).toEqual(['a.png', 'b.png', 'c.png'])
    expect(harness.onCompleteSuccess.mock.calls[0]?.[0].successful[0]?.response).toEqual({
      status: 201,
      body: { name: 'a.png' },
    })
  })

  it('never calls onCompleteSuccess while a file of the run failed', async () => {
    harness.answers.set('b.png', rejected())
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    expect(harness.onUploadSuccess).toHaveBeenCalledTimes(1)
    expect(harness.onCompleteSuccess).not.toHaveBeenCalled()
  })

  it('calls onCompleteSuccess once with all the files when the retry of the failed one succeeds', async () => {
    harness.answers.set('b.png', rejected())
    addPng(harness.uppy, 'a.png')
    const b = addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    harness.answers.delete('b.png')
    await harness.uppy.retryUpload(b)
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(harness.completedNames()).toEqual(['a.png', 'b.png'])
    expect(harness.onUploadSuccess).toHaveBeenCalledTimes(2)
  })

  it('also settles a retry started through upload() (retry-all)', async () => {
    harness.answers.set('a.png', rejected())
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    harness.answers.delete('a.png')
    await harness.uppy.upload()
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(harness.completedNames()).toEqual(['a.png', 'b.png'])
  })

  it('reports the files that succeeded once the failed file is removed', async () => {
    harness.answers.set('b.png', rejected())
    addPng(harness.uppy, 'a.png')
    const b = addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    harness.uppy.removeFile(b)
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(harness.completedNames()).toEqual(['a.png'])
  })

  it('reports each later run with its own files only', async () => {
    addPng(harness.uppy, 'a.png')
    await harness.uppy.upload()
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(2)
    expect(harness.completedNames(1)).toEqual(['b.png'])
  })

  it('reads the callbacks at call time, so a changed prop is used', async () => {
    const replacement = vi.fn()
    harness.panel.config.onCompleteSuccess = replacement
    addPng(harness.uppy, 'a.png')
    await harness.uppy.upload()
    expect(harness.onCompleteSuccess).not.toHaveBeenCalled()
    expect(replacement).toHaveBeenCalledTimes(1)
  })

  it('calls nothing after uppy.destroy()', async () => {
    const answer = deferred<ScriptedOutcome>()
    harness.answers.set('a.png', answer)
    const a = addPng(harness.uppy, 'a.png')
    const file = harness.uppy.getFile(a)
    const run = harness.uppy.upload()
    await settle()
    harness.uppy.destroy()
    // The uploader's late answers, and one for a file object kept from before.
    answer.resolve({ status: 201, body: {} })
    harness.uppy.emit('upload-success', file, { status: 201, body: { parsed: {} }, uploadURL: '' })
    await run.catch(() => undefined)
    expect(harness.onUploadSuccess).not.toHaveBeenCalled()
    expect(harness.onCompleteSuccess).not.toHaveBeenCalled()
  })

  it('forgets the run when everything is cancelled', async () => {
    harness.answers.set('b.png', rejected())
    addPng(harness.uppy, 'a.png')
    addPng(harness.uppy, 'b.png')
    await harness.uppy.upload()
    harness.uppy.cancelAll()
    addPng(harness.uppy, 'c.png')
    await harness.uppy.upload()
    expect(harness.onCompleteSuccess).toHaveBeenCalledTimes(1)
    expect(harness.completedNames()).toEqual(['c.png'])
  })
})
