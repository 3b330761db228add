import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { MB } from '../test/panelHarness'
import { type IntakePanel, intakePanel, intakeSettled, png } from './IntakePlugin.testSupport'

describe('IntakePlugin', () => {
  let uppy: PanelUppy
  let applyLimits: IntakePanel['applyLimits']
  let errors: IntakePanel['errors']

  beforeEach(() => {
    ;({ uppy, applyLimits, errors } = intakePanel())
  })
  afterEach(() => uppy.destroy())

  describe('names', () => {
    it('displays a name without bidi controls and keeps the original in meta originalName', async () => {
      const original = 'faktura\u202Efdp.png'
      const id = uppy.addFile(png(original))
      await intakeSettled()
      expect(uppy.getFile(id).meta.name).toBe('fakturafdp.png')
      expect(uppy.getFile(id).meta.originalName).toBe(original)
    })

    it('leaves other names alone', () => {
      const id = uppy.addFile(png('zdjęcie z wakacji (1).png'))
      expect(uppy.getFile(id).meta.name).toBe('zdjęcie z wakacji (1).png')
      expect(uppy.getFile(id).meta.originalName).toBeUndefined()
    })

    it('names an empty file without bidi controls', async () => {
      uppy.addFiles([{ name: 'pusty\u202Egnp.pdf', type: 'application/pdf', data: new Blob([]) }])
      await intakeSettled()
      expect(errors()).toEqual([messages.emptyFile('pustygnp.pdf')])
    })

    it('names a file already listed in Polish', async () => {
      uppy.addFiles([png('a.png')])
      uppy.addFiles([png('a.png')])
      await intakeSettled()
      expect(errors()).toEqual([uppy.i18n('noDuplicates', { fileName: 'a.png' })])
    })

    // A defect this guards against (fixed): as for the size refusal below, Uppy's duplicate refusal carries the raw name.
    it('names a duplicate without bidi controls', async () => {
      uppy.addFiles([png('skan\u202Egnp.pdf')])
      uppy.addFiles([png('skan\u202Egnp.pdf')])
      await intakeSettled()
      expect(errors()).toHaveLength(1)
      expect(errors()[0]).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/)
    })

    // A defect this guards against (fixed): the size refusal is Uppy's text with the file's raw name, so a name with bidi
    // controls is shown reordered in the notice (the panel strips them everywhere else).
    it('names a too-large file without bidi controls', async () => {
      applyLimits({ maxFiles: 5, maxFileSize: 1 * MB })
      uppy.addFiles([png('zdjecie\u202Egnp.exe', 2 * MB)])
      await intakeSettled()
      expect(errors()).toHaveLength(1)
      expect(errors()[0]).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/)
    })
  })
})
