import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { RunOutcomePlugin } from '../outcome/RunOutcomePlugin'
import {
  addPng,
  addScriptedUploader,
  closeTestPanel,
  createTestPanel,
  type TestPanel,
  texts,
} from '../test/panelHarness'
import type { ProcessingStep } from '../types'
import { ProcessingStepsPlugin } from './ProcessingStepsPlugin'

describe('ProcessingStepsPlugin', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let uploaded: string[]

  beforeEach(() => {
    panel = createTestPanel()
    uppy = panel.uppy
    uploaded = []
    addScriptedUploader(uppy, (file) => {
      uploaded.push(file.name ?? '')
      return { status: 201, body: {} }
    })
  })
  afterEach(() => closeTestPanel(panel))

  const failing: ProcessingStep = { message: 'Zmniejszanie zdjęć…', run: () => Promise.reject(new Error('nie')) }

  it('marks the run’s files failed with the Polish text when a pre-processing step fails, and sends none', async () => {
    panel.config.preprocessSteps = [failing]
    uppy.use(ProcessingStepsPlugin, { context: panel.context })
    const a = addPng(uppy, 'a.png')
    const b = addPng(uppy, 'b.png')
    const shown: Array<[string, string]> = []
    panel.context.failures.onShown((fileId, failure) => shown.push([fileId, failure.kind]))
    const result = await uppy.upload()
    expect(uploaded).toEqual([])
    // What the host's onUploadError hears (../outcome/RunOutcomePlugin.ts): each file, failed by the host's step.
    expect(shown).toEqual([
      [a, 'processing'],
      [b, 'processing'],
    ])
    expect(panel.context.failures.maySend(a)).toBe(true)
    for (const id of [a, b]) expect(uppy.getFile(id).error).toBe(messages.processingFailed(1))
    expect(uppy.getState().error).toBe(messages.processingFailed(2))
    expect(texts(panel.context.feedback, 'error')).toEqual([messages.processingFailed(2)])
    expect(messages.processingFailed(2)).toBe('Nie udało się przygotować 2 plików do przesłania. Spróbuj ponownie.')
    expect(result?.failed).toHaveLength(2)
  })

  it('marks an uploaded file failed when a post-processing step fails, and the host hears no complete success', async () => {
    const onCompleteSuccess = vi.fn()
    panel.config.onCompleteSuccess = onCompleteSuccess
    panel.config.postprocessSteps = [failing]
    uppy.use(RunOutcomePlugin, { context: panel.context }).use(ProcessingStepsPlugin, { context: panel.context })
    const a = addPng(uppy, 'a.png')
    await uppy.upload()
    expect(uploaded).toEqual(['a.png'])
    expect(uppy.getFile(a).error).toBe(messages.processingFailed(1))
    expect(onCompleteSuccess).not.toHaveBeenCalled()
  })

  it('lets the failed files be retried', async () => {
    let fail = true
    panel.config.preprocessSteps = [
      { message: 'Zmniejszanie zdjęć…', run: () => (fail ? Promise.reject(new Error('nie')) : Promise.resolve()) },
    ]
    uppy.use(ProcessingStepsPlugin, { context: panel.context })
    const a = addPng(uppy, 'a.png')
    await uppy.upload()
    fail = false
    await uppy.retryUpload(a)
    expect(uploaded).toEqual(['a.png'])
    expect(uppy.getFile(a).error).toBeNull()
    expect(uppy.getFile(a).progress.uploadComplete).toBe(true)
  })

  it('refresh() registers the steps given later, and uninstalling removes them', async () => {
    uppy.use(ProcessingStepsPlugin, { context: panel.context })
    const run = vi.fn(async () => {})
    panel.config.preprocessSteps = [{ message: 'Krok…', run }]
    uppy.getPlugin<ProcessingStepsPlugin>('PanelProcessingSteps')?.refresh()
    addPng(uppy, 'a.png')
    await uppy.upload()
    expect(run).toHaveBeenCalledTimes(1)
    const plugin = uppy.getPlugin('PanelProcessingSteps')
    if (!plugin) throw new Error('not installed')
    uppy.removePlugin(plugin)
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(run).toHaveBeenCalledTimes(1)
  })
})
