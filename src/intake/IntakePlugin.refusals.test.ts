import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PanelUppy } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { HEIC_HEAD } from '../test/fixtures'
import { MB } from '../test/panelHarness'
import { type IntakePanel, intakePanel, intakeSettled, png, text } from './IntakePlugin.testSupport'

describe('IntakePlugin', () => {
  let uppy: PanelUppy
  let applyLimits: IntakePanel['applyLimits']
  let names: IntakePanel['names']
  let errors: IntakePanel['errors']

  beforeEach(() => {
    ;({ uppy, applyLimits, names, errors } = intakePanel())
  })
  afterEach(() => uppy.destroy())

  describe('refusals', () => {
    it('refuses every file when no place is left', async () => {
      applyLimits({ maxFiles: 3, maxFileSize: 10 * MB }, 3)
      uppy.addFiles([png('a.png')])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.tooManyFiles(0)])
    })

    it('refuses every file while the settings are unusable', async () => {
      applyLimits({ maxFiles: 0, maxFileSize: 10 * MB })
      uppy.addFiles([png('a.png')])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.settingsUnavailable])
    })

    it('refuses every file while the settings are still loading', async () => {
      applyLimits(undefined)
      uppy.addFiles([png('a.png')])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.settingsLoading])
    })

    it('refuses an empty file', async () => {
      uppy.addFiles([{ name: 'pusty.png', type: 'image/png', data: new Blob([]) }])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.emptyFile('pusty.png')])
    })

    it('refuses a type other than JPEG, GIF, PNG and PDF with the Polish text', async () => {
      uppy.addFiles([text('notatka.txt')])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.wrongType])
    })

    it.each([
      ['IMG_0042.HEIC', ''],
      ['zdjęcie', 'image/heif'],
    ])('refuses an iPhone photo (%s, type "%s") saying how to send it', async (name, type) => {
      uppy.addFiles([{ name, type, data: new Blob([HEIC_HEAD]) }])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.heicPhoto(name)])
    })

    it('writes the size limit of a too-large file in Polish notation', async () => {
      applyLimits({ maxFiles: 5, maxFileSize: 1.5 * MB })
      uppy.addFiles([png('duze.png', 2 * MB)])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([uppy.i18n('exceedsSize', { file: 'duze.png', size: '1,5\u00a0MB' })])
      expect(errors()[0]).not.toContain('1.5')
    })

    it('reports the refusals of one add as one notice, the first reason and how many others', async () => {
      uppy.addFiles([
        { name: 'pusty.png', type: 'image/png', data: new Blob([]) },
        text('notatka.txt'),
        text('program.exe', 'application/x-msdownload'),
        png('dobre.png'),
      ])
      await intakeSettled()
      expect(names()).toEqual(['dobre.png'])
      expect(errors()).toEqual([`${messages.emptyFile('pusty.png')} ${messages.moreRejected(2)}`])
      expect(errors()[0]).toContain('Nie dodano też 2 innych plików.')
    })

    it('reports separate adds as separate notices', async () => {
      uppy.addFiles([text('a.txt')])
      await intakeSettled()
      uppy.addFiles([{ name: 'pusty.png', type: 'image/png', data: new Blob([]) }])
      await intakeSettled()
      expect(errors()).toEqual([messages.wrongType, messages.emptyFile('pusty.png')])
    })

    it('refuses a whole add that does not fit the places left, saying how many are left', async () => {
      applyLimits({ maxFiles: 5, maxFileSize: 10 * MB }, 3)
      uppy.addFiles([png('a.png'), png('b.png'), png('c.png')])
      await intakeSettled()
      expect(uppy.getFiles()).toEqual([])
      expect(errors()).toEqual([messages.tooManyFiles(2)])
    })

    it('refuses a file already listed', async () => {
      uppy.addFiles([png('a.png')])
      uppy.addFiles([png('a.png')])
      await intakeSettled()
      expect(names()).toEqual(['a.png'])
    })

    it('stops reporting once uninstalled', async () => {
      uppy.addFiles([text('a.txt')])
      const intake = uppy.getPlugin('PanelIntake')
      if (!intake) throw new Error('intake not installed')
      uppy.removePlugin(intake)
      await intakeSettled()
      expect(errors()).toEqual([])
    })
  })
})
