// Phone photos reach the server without the member's location, in every engine (e2e-chromium,
// e2e-firefox, e2e-webkit): the contract server reads what it stored (server/photoFacts.ts, exifr).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readJpegHead } from '../../src/photos/jpegSegments'
import { photoExif, photoXmp } from '../../src/test/exifBlocks'
import { exifSegment, jpegWith, xmpSegment } from '../../src/test/exifPhotos'
import { addFiles, clickUpload, completeRuns } from '../support/actions'
import { openPanel, setUpEngineStack } from '../support/engineStack'
import { testFile } from '../support/testFiles'

const stack = setUpEngineStack()

/** A photo as a phone with location services on writes it: GPS in its EXIF and in its XMP, stored sideways. */
const PHOTO = jpegWith([exifSegment(photoExif({ orientation: 6 })), xmpSegment(photoXmp('attributes'))], 256 * 1024)

const scanStart = (bytes: Uint8Array) => {
  const head = readJpegHead(bytes)
  if (head.kind !== 'segments') throw new Error('not a whole JPEG header')
  return head.scanStart
}

/** Sends the photo and returns what the server stored of it, with what it read there. */
async function sendPhoto(query = '') {
  const page = await openPanel(stack, query)
  await addFiles(stack, page, [testFile('wakacje.jpg', 'image/jpeg', PHOTO)])
  await clickUpload(page)
  await expect.poll(() => completeRuns(page), { timeout: 15_000 }).toBe('1')
  const [entry] = stack.server.requests()
  if (!entry?.attachmentId || !entry.file) throw new Error(`not stored: ${JSON.stringify(entry)}`)
  const bytes = new Uint8Array(await readFile(join(stack.server.storageDir, entry.attachmentId)))
  return { facts: entry.file.photo, bytes, sha256: entry.file.sha256 }
}

describe('the location of phone photos, over real HTTP', () => {
  it('is not stored: no GPS in EXIF or XMP, the orientation and every byte of the picture as chosen', async () => {
    const { facts, bytes } = await sendPhoto()
    expect(facts).toEqual({ hasLocation: false, width: 4, height: 3, orientation: 6 })
    expect(bytes.length).toBe(PHOTO.length)
    expect(scanStart(bytes)).toBe(scanStart(PHOTO))
    expect(Buffer.from(bytes.subarray(scanStart(bytes))).equals(Buffer.from(PHOTO.subarray(scanStart(PHOTO))))).toBe(
      true,
    )
  })

  it('is stored as chosen, byte for byte, when the host passes keepPhotoLocation', async () => {
    const { facts, sha256 } = await sendPhoto('?keepPhotoLocation=1')
    expect(facts?.hasLocation).toBe(true)
    expect(sha256).toBe(testFile('wakacje.jpg', 'image/jpeg', PHOTO).sha256)
  })
})
