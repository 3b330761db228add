import { describe, expect, it } from 'vitest'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { MB, pngToAdd } from '../test/panelHarness'
import { intakePanel, intakeSettled } from './IntakePlugin.testSupport'

describe('IntakePlugin', () => {
  const harness = freshEachTest(intakePanel)

  describe('names', () => {
    it('displays a name without bidi controls and keeps the original in meta originalName', async () => {
      const original = 'faktura\u202Efdp.png'
      const id = harness.uppy.addFile(pngToAdd(original))
      await intakeSettled()
      expect(harness.uppy.getFile(id).meta.name).toBe('fakturafdp.png')
      expect(harness.uppy.getFile(id).meta.originalName).toBe(original)
    })

    it('leaves other names alone', () => {
      const id = harness.uppy.addFile(pngToAdd('zdjęcie z wakacji (1).png'))
      expect(harness.uppy.getFile(id).meta.name).toBe('zdjęcie z wakacji (1).png')
      expect(harness.uppy.getFile(id).meta.originalName).toBeUndefined()
    })

    it('names an empty file without bidi controls', async () => {
      harness.uppy.addFiles([{ name: 'pusty\u202Egnp.pdf', type: 'application/pdf', data: new Blob([]) }])
      await intakeSettled()
      expect(harness.errors()).toEqual([messages.emptyFile('pustygnp.pdf')])
    })

    it('names a file already listed in Polish', async () => {
      harness.uppy.addFiles([pngToAdd('a.png')])
      harness.uppy.addFiles([pngToAdd('a.png')])
      await intakeSettled()
      expect(harness.errors()).toEqual([harness.uppy.i18n('noDuplicates', { fileName: 'a.png' })])
    })

    // A defect this guards against (fixed): as for the size refusal below, Uppy's duplicate refusal carries the raw name.
    it('names a duplicate without bidi controls', async () => {
      harness.uppy.addFiles([pngToAdd('skan\u202Egnp.pdf')])
      harness.uppy.addFiles([pngToAdd('skan\u202Egnp.pdf')])
      await intakeSettled()
      expect(harness.errors()).toHaveLength(1)
      expect(harness.errors()[0]).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/)
    })

    // A defect this guards against (fixed): the size refusal is Uppy's text with the file's raw name, so a name with bidi
    // controls is shown reordered in the notice (the panel strips them everywhere else).
    it('names a too-large file without bidi controls', async () => {
      harness.applyLimits({ maxFiles: 5, maxFileSize: 1 * MB })
      harness.uppy.addFiles([pngToAdd('zdjecie\u202Egnp.exe', 2 * MB)])
      await intakeSettled()
      expect(harness.errors()).toHaveLength(1)
      expect(harness.errors()[0]).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/)
    })
  })
})
