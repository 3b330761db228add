import { describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { HEIC_HEAD, pdfBytes, pngBytes } from '../test/fixtures'
import { freshEachTest } from '../test/freshEachTest'
import { addScriptedUploader, deferred, pngToAdd, settle } from '../test/panelHarness'
import { intakePanel, intakeSettled, text } from './IntakePlugin.testSupport'

const pdf = (name = 'faktura.pdf') => ({ name, type: 'application/pdf', data: new Blob([pdfBytes()]) })

/** A file whose first bytes arrive only when the test says so, to hold its content check. */
class HeldBlob extends Blob {
  readonly #release: Promise<void>
  constructor(parts: BlobPart[], options: BlobPropertyBag, release: Promise<void>) {
    super(parts, options)
    this.#release = release
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const bytes = super.stream().getReader()
    return new ReadableStream({
      pull: async (controller) => {
        await this.#release
        const { done, value } = await bytes.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      cancel: (reason) => bytes.cancel(reason),
    })
  }
}

describe('IntakePlugin', () => {
  const harness = freshEachTest(intakePanel)

  describe('content check', () => {
    it('removes a text file named .png and says its content does not match', async () => {
      harness.uppy.addFiles([text('zdjecie.png', 'image/png'), pngToAdd('prawdziwe.png')])
      expect(harness.names()).toEqual(['zdjecie.png', 'prawdziwe.png'])
      await vi.waitFor(() => expect(harness.names()).toEqual(['prawdziwe.png']))
      await intakeSettled()
      expect(harness.errors()).toEqual([messages.contentMismatch('zdjecie.png')])
    })

    it('removes an iPhone photo named .jpg and says what it is and how to send it', async () => {
      harness.uppy.addFiles([{ name: 'zdjecie.jpg', type: 'image/jpeg', data: new Blob([HEIC_HEAD]) }])
      await vi.waitFor(() => expect(harness.names()).toEqual([]))
      await intakeSettled()
      expect(harness.errors()).toEqual([messages.heicPhoto('zdjecie.jpg')])
    })

    it('gives a PNG named .jpg its real type', async () => {
      const id = harness.uppy.addFile(pngToAdd('zdjecie.jpg'))
      // Uppy takes the type the browser gave; the check corrects it.
      harness.uppy.setFileState(id, { type: 'image/jpeg' })
      harness.uppy.setFileMeta(id, { type: 'image/jpeg' })
      const withJpegName = harness.uppy.addFile({ name: 'skan.jpg', type: 'image/jpeg', data: new Blob([pngBytes()]) })
      await vi.waitFor(() => expect(harness.uppy.getFile(withJpegName).type).toBe('image/png'))
      expect(harness.uppy.getFile(withJpegName).meta.type).toBe('image/png')
      expect(harness.errors()).toEqual([])
    })

    it('keeps a PDF whose type matches', async () => {
      const id = harness.uppy.addFile(pdf())
      await intakeSettled()
      expect(harness.uppy.getFile(id).type).toBe('application/pdf')
      expect(harness.errors()).toEqual([])
    })

    it('makes an upload wait for the content checks of its files', async () => {
      const release = deferred()
      const fake = harness.uppy.addFile({
        name: 'falszywy.png',
        type: 'image/png',
        data: new HeldBlob(['to nie jest obraz'], { type: 'image/png' }, release.promise),
      })
      const real = harness.uppy.addFile({
        name: 'prawdziwy.png',
        type: 'image/png',
        data: new HeldBlob([pngBytes()], { type: 'image/png' }, release.promise),
      })
      const { runs } = addScriptedUploader(harness.uppy, () => ({ status: 201, body: {} }))
      const upload = harness.uppy.upload()
      await settle(50)
      expect(runs).toEqual([])
      release.resolve()
      await upload
      expect(runs).toEqual([[real]])
      expect(harness.uppy.getFile(fake)).toBeUndefined()
      expect(harness.errors()).toEqual([messages.contentMismatch('falszywy.png')])
    })
  })
})
