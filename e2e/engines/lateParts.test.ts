// Issue 48: a host page bundled with code splitting, where every file of the package loaded later (its import()
// chunks and its preview worker) fails to load, once with 404 (a new deploy removed the old hashed files) and
// once as a network error (the connection dropped). A member still sends a PDF and a phone photo, the photo
// without its location, in every engine (e2e-chromium, e2e-firefox, e2e-webkit). The failing is ../support/host.ts
// `lateScripts`.
import { describe, expect, it } from 'vitest'
import { previewsUnavailable } from '../../src/i18n/unavailableChunks'
import { photoExif, photoXmp } from '../../src/test/exifBlocks'
import { exifSegment, jpegWith, xmpSegment } from '../../src/test/exifPhotos'
import { addFiles, clickUpload, completeRuns, fileErrors, noticeTexts } from '../support/actions'
import { openPanel, setUpEngineStack } from '../support/engineStack'
import type { LateScriptFailure } from '../support/host'
import { makeFile, testFile } from '../support/testFiles'

/** A photo as a phone with location services on writes it: GPS in its EXIF and in its XMP. */
const PHOTO = testFile(
  'wakacje.jpg',
  'image/jpeg',
  jpegWith([exifSegment(photoExif({ orientation: 6 })), xmpSegment(photoXmp('attributes'))], 64 * 1024),
)
const PDF = makeFile('umowa.pdf', 32 * 1024)

const MODES: readonly LateScriptFailure[] = ['missing', 'network-error']

for (const mode of MODES) {
  describe(`every lazily loaded file of the package failing (${mode})`, () => {
    const stack = setUpEngineStack({ lateScripts: mode })

    it('fails the package’s import() chunks and its worker, not the scripts of the page’s entry', () => {
      // Named after their modules by Vite: the preview chunk (imported on a photo's first preview) and the worker.
      expect(stack.lateScripts.some((path) => /\/offThreadPreviews[-.][^/]*\.js$/.test(path))).toBe(true)
      expect(stack.lateScripts.some((path) => /\/previewWorker[-.][^/]*\.js$/.test(path))).toBe(true)
    })

    it('still sends a PDF and a photo, the photo without its location, says only that previews are missing', async () => {
      const page = await openPanel(stack)
      await addFiles(stack, page, [PDF, PHOTO])
      // The photo's preview could not load: the member is told, in Polish, and nothing else.
      await expect.poll(() => noticeTexts(page), { timeout: 15_000 }).toEqual([previewsUnavailable])
      await clickUpload(page)
      await expect.poll(() => completeRuns(page), { timeout: 15_000 }).toBe('1')

      // The page asked for a lazily loaded file (the preview chunk, on the photo) and got the failure: the test
      // is not passed by a page that never loaded one.
      await expect.poll(() => stack.failedLateScripts().length, { timeout: 15_000 }).toBeGreaterThan(0)
      expect(stack.failedLateScripts().every((path) => stack.lateScripts.includes(path))).toBe(true)

      const stored = stack.server.requests().filter((entry) => entry.outcome === 'stored')
      expect(stored.map((entry) => entry.file?.name).sort()).toEqual([PDF.name, PHOTO.name].sort())
      const fileNamed = (name: string) => stored.find((entry) => entry.file?.name === name)?.file
      expect(fileNamed(PDF.name)?.sha256).toBe(PDF.sha256)
      expect(fileNamed(PHOTO.name)?.photo?.hasLocation).toBe(false)

      // No error: at most the previews' notice is still shown.
      expect((await noticeTexts(page)).filter((text) => text !== previewsUnavailable)).toEqual([])
      expect(await fileErrors(page)).toEqual([])
    })
  })
}
