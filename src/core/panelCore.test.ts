import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestConfig } from '../test/panelHarness'
import { ALLOWED_FILE_TYPES, UPLOAD_FIELDS } from './config'
import { closePanelCore, createPanelCore } from './panelCore'

afterEach(() => vi.useRealTimers())

describe('a panel’s core', () => {
  it('is an Uppy that waits for the member, takes the panel’s types and sends its fixed fields, under the id given', () => {
    const config = createTestConfig()
    const core = createPanelCore(() => config, 'panel-7')
    expect(core.uppy.getID()).toBe('panel-7')
    expect(core.uppy.opts.autoProceed).toBe(false)
    expect(core.uppy.opts.restrictions.allowedFileTypes).toEqual([...ALLOWED_FILE_TYPES])
    expect(core.uppy.getState().meta).toMatchObject(UPLOAD_FIELDS)
    expect(core.context.getConfig()).toBe(config)
    closePanelCore(core)
  })

  it('sends nothing once one of its upload guards refuses', async () => {
    const core = createPanelCore(() => createTestConfig())
    const sent = vi.fn()
    core.uppy.addUploader(async (fileIds) => sent(fileIds))
    core.uppy.addFile({ name: 'a.png', type: 'image/png', data: new Blob(['x'], { type: 'image/png' }) })
    core.context.uploadGuards.add(() => false)
    await core.uppy.upload().catch(() => undefined)
    expect(sent).not.toHaveBeenCalled()
    closePanelCore(core)
  })

  it('ends with no notice timer left', () => {
    vi.useFakeTimers()
    const core = createPanelCore(() => createTestConfig())
    core.context.feedback.notices.push('error', 'Plik jest uszkodzony.')
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    closePanelCore(core)
    expect(vi.getTimerCount()).toBe(0)
  })
})
