import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PanelFile } from '../core/panelTypes'
import { addPng, closeTestPanel } from '../test/panelHarness'
import { failureFromResponse } from '../transport/failures'
import type { UploadedFile, UploadFailure, UploadProgress } from '../types'
import { type RunOutcomePanel, runOutcomePanel } from './RunOutcomePlugin.testSupport'

describe('RunOutcomePlugin: what else the host hears', () => {
  let under: RunOutcomePanel
  afterEach(() => closeTestPanel(under.panel))

  it('onUploadError: once for each failure shown, none for one only recorded (a refusal known before it is shown)', () => {
    under = runOutcomePanel()
    const onUploadError = vi.fn<(file: UploadedFile, failure: UploadFailure) => void>()
    under.panel.config.onUploadError = onUploadError
    const id = addPng(under.uppy, 'skan.png')
    const refused = failureFromResponse(400, '{"message":"Zły plik"}', null, 'skan.png')
    under.panel.context.failures.record(id, refused)
    expect(onUploadError).not.toHaveBeenCalled()
    under.panel.context.failures.shown(id, refused)
    expect(onUploadError).toHaveBeenCalledTimes(1)
    expect(onUploadError.mock.calls[0]?.[0]).toMatchObject({ id, name: 'skan.png' })
    expect(onUploadError.mock.calls[0]?.[1]).toEqual({
      kind: 'refused',
      status: 400,
      body: { message: 'Zły plik' },
      message: 'Zły plik',
    })
  })

  it('onUploadError: nothing once the panel is gone', () => {
    under = runOutcomePanel()
    const onUploadError = vi.fn()
    under.panel.config.onUploadError = onUploadError
    const id = addPng(under.uppy, 'skan.png')
    const { context } = under.panel
    under.uppy.destroy()
    context.failures.shown(id, failureFromResponse(500, '', null, 'skan.png'))
    expect(onUploadError).not.toHaveBeenCalled()
  })

  it("onUploadProgress: the run's bytes, once a frame however many progress events came, and only when they moved", () => {
    vi.useFakeTimers()
    under = runOutcomePanel()
    const onUploadProgress = vi.fn<(progress: UploadProgress) => void>()
    under.panel.config.onUploadProgress = onUploadProgress
    const a = addPng(under.uppy, 'a.png')
    const b = addPng(under.uppy, 'b.png')
    const sending = (id: string, bytesUploaded: number) => {
      const file = under.uppy.getFile(id) as PanelFile
      under.uppy.setFileState(id, { progress: { ...file.progress, bytesUploaded, bytesTotal: 16, uploadStarted: 1 } })
      under.uppy.emit('upload-progress', under.uppy.getFile(id), { uploadStarted: 1, bytesUploaded, bytesTotal: 16 })
    }
    under.uppy.setState({ currentUploads: { run: { fileIDs: [a, b], step: 0, result: {} } } })

    sending(a, 4)
    sending(b, 8)
    sending(a, 8)
    expect(onUploadProgress).not.toHaveBeenCalled()
    vi.advanceTimersByTime(16)
    expect(onUploadProgress.mock.calls).toEqual([[{ bytesSent: 16, bytesTotal: 32 }]])

    sending(a, 8)
    vi.advanceTimersByTime(16)
    expect(onUploadProgress).toHaveBeenCalledTimes(1)
    sending(b, 16)
    vi.advanceTimersByTime(16)
    expect(onUploadProgress.mock.calls[1]).toEqual([{ bytesSent: 24, bytesTotal: 32 }])
  })

  it('onUploadProgress: a file sent with no progress event at all still ends at its total', async () => {
    under = runOutcomePanel()
    const onUploadProgress = vi.fn<(progress: UploadProgress) => void>()
    under.panel.config.onUploadProgress = onUploadProgress
    addPng(under.uppy, 'a.png')
    await under.uppy.upload()
    // The run has left Uppy's state by now; what its last file made is told in the next frame.
    await vi.waitFor(() => expect(onUploadProgress).toHaveBeenLastCalledWith({ bytesSent: 16, bytesTotal: 16 }))
  })
})
