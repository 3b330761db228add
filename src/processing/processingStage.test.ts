import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelFile, PanelUppy } from '../core/panelTypes'
import { addPng, addScriptedUploader, closeTestPanel, createTestPanel, type TestPanel } from '../test/panelHarness'
import type { ProcessingStep, UploadedFile } from '../types'
import { ProcessingStage } from './processingStage'

describe('ProcessingStage', () => {
  let panel: TestPanel
  let uppy: PanelUppy
  let steps: ProcessingStep[]
  let failed: PanelFile[][]
  let log: string[]
  /** Names of files the scripted server refuses. */
  let refused: Set<string>

  beforeEach(() => {
    refused = new Set()
    panel = createTestPanel()
    uppy = panel.uppy
    steps = []
    failed = []
    log = []
    addScriptedUploader(uppy, (file) => {
      log.push(`upload ${file.name}`)
      return refused.has(file.name ?? '') ? new Error('Zły plik.') : { status: 201, body: {} }
    })
    for (const stage of ['preprocess', 'postprocess'] as const) {
      uppy.on(`${stage}-progress`, (file, progress) => log.push(`${stage} ${file?.name}: ${progress.message}`))
      uppy.on(`${stage}-complete`, (file) => log.push(`${stage} done ${file?.name}`))
    }
  })
  afterEach(() => closeTestPanel(panel))

  const stageOf = (stage: 'preprocess' | 'postprocess') =>
    new ProcessingStage(
      uppy,
      stage,
      () => steps,
      (files) => failed.push(files),
    )
  const step = (name: string, run: (files: UploadedFile[]) => Promise<void> = async () => {}): ProcessingStep => ({
    message: `${name}…`,
    run: async (files) => {
      log.push(`${name}(${files.map((file) => file.name).join(', ')})`)
      await run(files)
    },
  })

  describe('registration', () => {
    it('registers its pre-processor only while steps exist', () => {
      const add = vi.spyOn(uppy, 'addPreProcessor')
      const remove = vi.spyOn(uppy, 'removePreProcessor')
      const stage = stageOf('preprocess')
      stage.sync()
      expect(add).not.toHaveBeenCalled()
      steps = [step('A')]
      stage.sync()
      stage.sync()
      expect(add).toHaveBeenCalledTimes(1)
      steps = []
      stage.sync()
      expect(remove).toHaveBeenCalledTimes(1)
      expect(remove.mock.calls[0]?.[0]).toBe(add.mock.calls[0]?.[0])
      stage.remove()
      expect(remove).toHaveBeenCalledTimes(1)
    })

    it('registers a post-processor for the postprocess stage, and remove() takes it away', () => {
      const add = vi.spyOn(uppy, 'addPostProcessor')
      const remove = vi.spyOn(uppy, 'removePostProcessor')
      const pre = vi.spyOn(uppy, 'addPreProcessor')
      steps = [step('A')]
      const stage = stageOf('postprocess')
      stage.sync()
      expect(add).toHaveBeenCalledTimes(1)
      expect(pre).not.toHaveBeenCalled()
      stage.remove()
      expect(remove.mock.calls[0]?.[0]).toBe(add.mock.calls[0]?.[0])
    })

    it('without steps, leaves an uploaded file complete at once (no “postprocessing” shown)', async () => {
      stageOf('postprocess').sync()
      const id = addPng(uppy, 'a.png')
      uppy.on('upload-success', (file) => {
        if (file) log.push(`postprocess pending: ${String(uppy.getFile(file.id).progress.postprocess !== undefined)}`)
      })
      await uppy.upload()
      expect(log).toContain('postprocess pending: false')
      expect(uppy.getFile(id).progress.complete).toBe(true)
    })
  })

  it('runs the pre-processing steps in order before sending, showing each step’s message on every file', async () => {
    steps = [step('Zmniejszanie'), step('Sprawdzanie')]
    stageOf('preprocess').sync()
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(log).toEqual([
      'preprocess a.png: Zmniejszanie…',
      'preprocess b.png: Zmniejszanie…',
      'Zmniejszanie(a.png, b.png)',
      'preprocess a.png: Sprawdzanie…',
      'preprocess b.png: Sprawdzanie…',
      'Sprawdzanie(a.png, b.png)',
      'preprocess done a.png',
      'preprocess done b.png',
      'upload a.png',
      'upload b.png',
    ])
  })

  it('waits for each step before the next', async () => {
    let release: () => void = () => {}
    steps = [step('A', () => new Promise<void>((resolve) => (release = resolve))), step('B')]
    stageOf('preprocess').sync()
    addPng(uppy, 'a.png')
    const upload = uppy.upload()
    await vi.waitFor(() => expect(log).toContain('A(a.png)'))
    expect(log).not.toContain('B(a.png)')
    release()
    await upload
    expect(log.indexOf('B(a.png)')).toBeGreaterThan(log.indexOf('A(a.png)'))
  })

  it('post-processes only the files that were accepted', async () => {
    steps = [step('Zapisywanie')]
    stageOf('postprocess').sync()
    refused.add('b.png')
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(log.filter((line) => !line.startsWith('upload'))).toEqual([
      'postprocess a.png: Zapisywanie…',
      'Zapisywanie(a.png)',
      'postprocess done a.png',
    ])
  })

  it('reads the steps when the run starts, so changed steps apply', async () => {
    steps = [step('Stary')]
    stageOf('preprocess').sync()
    steps = [step('Nowy')]
    addPng(uppy, 'a.png')
    await uppy.upload()
    expect(log).toContain('Nowy(a.png)')
    expect(log).not.toContain('Stary(a.png)')
  })

  it('reports a failing step with the run’s files, runs no later step and still ends the stage', async () => {
    steps = [step('A', () => Promise.reject(new Error('nie'))), step('B')]
    stageOf('preprocess').sync()
    addPng(uppy, 'a.png')
    addPng(uppy, 'b.png')
    await uppy.upload()
    expect(failed.map((files) => files.map((file) => file.name))).toEqual([['a.png', 'b.png']])
    expect(log).not.toContain('B(a.png, b.png)')
    expect(log).toContain('preprocess done a.png')
    expect(uppy.getFiles().every((file) => file.progress.preprocess === undefined)).toBe(true)
  })
})
