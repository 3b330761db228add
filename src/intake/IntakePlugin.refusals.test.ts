import { describe, expect, it } from 'vitest'
import * as messages from '../i18n/messages'
import { HEIC_HEAD } from '../test/fixtures'
import { freshEachTest } from '../test/freshEachTest'
import { MB, pngToAdd } from '../test/panelHarness'
import { intakePanel, intakeSettled, text } from './IntakePlugin.testSupport'

describe('IntakePlugin', () => {
  const harness = freshEachTest(intakePanel)

  describe('refusals', () => {
    it('refuses every file when no place is left', async () => {
      harness.applyLimits({ maxFiles: 3, maxFileSize: 10 * MB }, 3)
      harness.uppy.addFiles([pngToAdd('a.png')])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.tooManyFiles(0)])
    })

    it('refuses every file while the settings are unusable', async () => {
      harness.applyLimits({ maxFiles: 0, maxFileSize: 10 * MB })
      harness.uppy.addFiles([pngToAdd('a.png')])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.settingsUnavailable])
    })

    it('refuses every file while the settings are still loading', async () => {
      harness.applyLimits(undefined)
      harness.uppy.addFiles([pngToAdd('a.png')])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.settingsLoading])
    })

    it('refuses an empty file', async () => {
      harness.uppy.addFiles([{ name: 'pusty.png', type: 'image/png', data: new Blob([]) }])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.emptyFile('pusty.png')])
    })

    it('refuses a type other than JPEG, GIF, PNG and PDF with the Polish text', async () => {
      harness.uppy.addFiles([text('notatka.txt')])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.wrongType])
    })

    it.each([
      ['IMG_0042.HEIC', ''],
      ['zdjęcie', 'image/heif'],
    ])('refuses an iPhone photo (%s, type "%s") saying how to send it', async (name, type) => {
      harness.uppy.addFiles([{ name, type, data: new Blob([HEIC_HEAD]) }])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.heicPhoto(name)])
    })

    it('writes the size limit of a too-large file in Polish notation', async () => {
      harness.applyLimits({ maxFiles: 5, maxFileSize: 1.5 * MB })
      harness.uppy.addFiles([pngToAdd('duze.png', 2 * MB)])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([harness.uppy.i18n('exceedsSize', { file: 'duze.png', size: '1,5\u00a0MB' })])
      expect(harness.errors()[0]).not.toContain('1.5')
    })

    it('reports the refusals of one add as one notice, the first reason and how many others', async () => {
      harness.uppy.addFiles([
        { name: 'pusty.png', type: 'image/png', data: new Blob([]) },
        text('notatka.txt'),
        text('program.exe', 'application/x-msdownload'),
        pngToAdd('dobre.png'),
      ])
      await intakeSettled()
      expect(harness.names()).toEqual(['dobre.png'])
      expect(harness.errors()).toEqual([`${messages.emptyFile('pusty.png')} ${messages.moreRejected(2)}`])
      expect(harness.errors()[0]).toContain('Nie dodano też 2 innych plików.')
    })

    it('reports separate adds as separate notices', async () => {
      harness.uppy.addFiles([text('a.txt')])
      await intakeSettled()
      harness.uppy.addFiles([{ name: 'pusty.png', type: 'image/png', data: new Blob([]) }])
      await intakeSettled()
      expect(harness.errors()).toEqual([messages.wrongType, messages.emptyFile('pusty.png')])
    })

    it('refuses a whole add that does not fit the places left, saying how many are left', async () => {
      harness.applyLimits({ maxFiles: 5, maxFileSize: 10 * MB }, 3)
      harness.uppy.addFiles([pngToAdd('a.png'), pngToAdd('b.png'), pngToAdd('c.png')])
      await intakeSettled()
      expect(harness.uppy.getFiles()).toEqual([])
      expect(harness.errors()).toEqual([messages.tooManyFiles(2)])
    })

    it('refuses a file already listed', async () => {
      harness.uppy.addFiles([pngToAdd('a.png')])
      harness.uppy.addFiles([pngToAdd('a.png')])
      await intakeSettled()
      expect(harness.names()).toEqual(['a.png'])
    })

    it('stops reporting once uninstalled', async () => {
      harness.uppy.addFiles([text('a.txt')])
      const intake = harness.uppy.getPlugin('PanelIntake')
      if (!intake) throw new Error('intake not installed')
      harness.uppy.removePlugin(intake)
      await intakeSettled()
      expect(harness.errors()).toEqual([])
    })
  })
})
