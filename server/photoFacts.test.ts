import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutLocation } from '../src/photos/withoutLocation'
import { photoExif, photoXmp } from '../src/test/exifBlocks'
import { exifSegment, jpegWith, xmpSegment } from '../src/test/exifPhotos'
import { LANDSCAPE_PNG, pdfBytes } from '../src/test/fixtures'
import { readPhotoFacts } from './photoFacts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-facts-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const stored = async (name: string, bytes: Uint8Array) => {
  const path = join(dir, name)
  await writeFile(path, bytes)
  return path
}

describe('readPhotoFacts', () => {
  it('says a phone photo carries its location, with its size and orientation', async () => {
    const photo = jpegWith([exifSegment(photoExif({ orientation: 6 })), xmpSegment(photoXmp('attributes'))])
    expect(await readPhotoFacts(await stored('z-gps.jpg', photo), 'image/jpeg')).toEqual({
      hasLocation: true,
      width: 4,
      height: 3,
      orientation: 6,
    })
  })

  it.each([
    ['EXIF only', jpegWith([exifSegment(photoExif())])],
    ['XMP only', jpegWith([exifSegment(photoExif({ location: false })), xmpSegment(photoXmp('elements'))])],
  ])('finds the location in %s', async (_, photo) => {
    expect((await readPhotoFacts(await stored('gdzies.jpg', photo), 'image/jpeg'))?.hasLocation).toBe(true)
  })

  it('says the same photo has none once the panel took it out', async () => {
    const photo = jpegWith([exifSegment(photoExif({ orientation: 3 })), xmpSegment(photoXmp('elements'))])
    const sent = await withoutLocation(new Blob([photo], { type: 'image/jpeg' }))
    if (!sent) throw new Error('nothing removed')
    const path = await stored('bez-gps.jpg', new Uint8Array(await sent.arrayBuffer()))
    expect(await readPhotoFacts(path, 'image/jpeg')).toEqual({
      hasLocation: false,
      width: 4,
      height: 3,
      orientation: 3,
    })
  })

  it('gives a PNG its size, and nothing for a PDF', async () => {
    expect(await readPhotoFacts(await stored('rysunek.png', LANDSCAPE_PNG), 'image/png')).toMatchObject({
      hasLocation: false,
      orientation: null,
      width: expect.any(Number),
    })
    expect(await readPhotoFacts(await stored('faktura.pdf', pdfBytes()), 'application/pdf')).toBeNull()
  })
})
