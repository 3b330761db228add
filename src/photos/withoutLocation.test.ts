import exifr from 'exifr'
import { describe, expect, it } from 'vitest'
import { photoExif, photoXmp } from '../test/exifBlocks'
import { exifSegment, jpegWith, segment, xmpSegment } from '../test/exifPhotos'
import { PNG_1X1 } from '../test/fixtures'
import { readJpegHead } from './jpegSegments'
import { LONGEST_HEADER_BYTES, withoutLocation } from './withoutLocation'

const jpegFile = (bytes: Uint8Array<ArrayBuffer>, name = 'zdjęcie.jpg') =>
  new File([bytes], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 })
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())
const scanStartOf = (bytes: Uint8Array) => {
  const head = readJpegHead(bytes)
  if (head.kind !== 'segments') throw new Error(`not a whole JPEG header: ${head.kind}`)
  return head.scanStart
}
/** Everything exifr reads, XMP included; GPS values as exifr reports them (`latitude`, `GPSLatitude`…). */
const metadataOf = (bytes: Uint8Array) =>
  exifr.parse(bytes, { tiff: true, exif: true, gps: true, ifd1: true, xmp: true, mergeOutput: true })
const locationKeys = (metadata: Record<string, unknown> | undefined) =>
  Object.keys(metadata ?? {}).filter((key) => /^(GPS|latitude|longitude|City)/.test(key))

describe('withoutLocation', () => {
  it.each([
    ['big-endian EXIF, XMP attributes', false, 'attributes'],
    ['little-endian EXIF, XMP elements', true, 'elements'],
  ] as const)('%s: removes the position and leaves every other byte as it was', async (_, littleEndian, style) => {
    const original = jpegWith([exifSegment(photoExif({ littleEndian })), xmpSegment(photoXmp(style))])
    expect(locationKeys(await metadataOf(original)).length).toBeGreaterThan(2)

    const sent = await withoutLocation(jpegFile(original))
    if (!sent) throw new Error('nothing removed')
    const bytes = await bytesOf(sent)

    expect(await exifr.gps(bytes)).toBeUndefined()
    expect(gpsTraces(original, littleEndian)).toBe(1)
    expect(gpsTraces(bytes, littleEndian)).toBe(0)
    const metadata = await metadataOf(bytes)
    expect(locationKeys(metadata)).toEqual([])
    expect(metadata).toMatchObject({ Make: 'Fotofon', Model: 'Model 12', Orientation: expect.anything(), Rating: 5 })
    expect(await exifr.orientation(bytes)).toBe(6)
    expect(bytes.length).toBe(original.length)
    const scanStart = scanStartOf(original)
    expect(scanStartOf(bytes)).toBe(scanStart)
    expect(bytes.subarray(scanStart)).toEqual(original.subarray(scanStart))
  })

  it('keeps the file a File with its name, type and date', async () => {
    const sent = await withoutLocation(jpegFile(jpegWith([exifSegment(photoExif())]), 'wakacje.jpeg'))
    expect(sent).toBeInstanceOf(File)
    expect(sent).toMatchObject({ name: 'wakacje.jpeg', type: 'image/jpeg', lastModified: 1_700_000_000_000 })
  })

  it('returns a Blob for a Blob (a pasted or restored file)', async () => {
    const sent = await withoutLocation(new Blob([jpegWith([exifSegment(photoExif())])], { type: 'image/jpeg' }))
    expect(sent).not.toBeInstanceOf(File)
    expect(sent?.type).toBe('image/jpeg')
  })

  it('removes a GPS IFD the thumbnail points at too', async () => {
    const original = jpegWith([exifSegment(photoExif({ littleEndian: true, locationInThumbnail: true }))])
    const sent = await withoutLocation(jpegFile(original))
    if (!sent) throw new Error('nothing removed')
    const bytes = await bytesOf(sent)
    expect(locationKeys(await metadataOf(bytes))).toEqual([])
    expect(gpsTraces(original, true)).toBe(2)
    expect(gpsTraces(bytes, true)).toBe(0)
  })

  it('keeps the other XMP text, multi-byte characters included', async () => {
    const original = jpegWith([xmpSegment(photoXmp('elements'))])
    const sent = await withoutLocation(jpegFile(original))
    if (!sent) throw new Error('nothing removed')
    const text = new TextDecoder().decode(await bytesOf(sent))
    expect(text).toContain('<xmp:CreatorTool>Fotofon — zdjęcie</xmp:CreatorTool>')
    expect(text).toContain('<xmp:Rating>5</xmp:Rating>')
    expect(text).not.toMatch(/GPS|Kraków|photoshop:City/)
  })

  it('sends a photo without location unchanged (null: nothing to remove)', async () => {
    const original = jpegWith([exifSegment(photoExif({ location: false })), xmpSegment(photoXmp('attributes', false))])
    expect(await withoutLocation(jpegFile(original))).toBeNull()
  })

  it.each([
    ['a PNG', PNG_1X1],
    ['a JPEG whose GPS pointer points past its EXIF', brokenGpsPointer()],
    ['a JPEG cut inside its header', jpegWith([exifSegment(photoExif())]).subarray(0, 40)],
  ])('leaves %s as chosen', async (_, bytes) => {
    expect(await withoutLocation(jpegFile(bytes))).toBeNull()
  })

  it('reads the header only: a 5 MB photo costs one 128 KB slice', async () => {
    const photo = jpegFile(jpegWith([exifSegment(photoExif())], 5 * 1024 * 1024))
    const reads: number[] = []
    const counted = countingSlices(photo, reads)
    expect(await withoutLocation(counted)).not.toBeNull()
    expect(reads).toEqual([128 * 1024])
  })

  it('reads a header longer than the first read in a few more slices', async () => {
    // An ICC profile of ~300 KB in APP2 segments before the EXIF, as some cameras write.
    const profile = Array.from({ length: 5 }, () => segment(0xe2, new Uint8Array(65_000)))
    const photo = jpegFile(jpegWith([...profile, exifSegment(photoExif())], 3 * 1024 * 1024))
    const reads: number[] = []
    const sent = await withoutLocation(countingSlices(photo, reads))
    if (!sent) throw new Error('nothing removed')
    expect(locationKeys(await metadataOf(await bytesOf(sent)))).toEqual([])
    expect(reads.length).toBeLessThanOrEqual(3)
    expect(Math.max(...reads)).toBeLessThan(1024 * 1024)
  })

  it(`gives up on a header longer than ${LONGEST_HEADER_BYTES / 1024 / 1024} MB (sent as chosen)`, async () => {
    const endless = Array.from({ length: 40 }, () => segment(0xe2, new Uint8Array(65_000)))
    const photo = jpegFile(jpegWith([...endless, exifSegment(photoExif())]))
    const reads: number[] = []
    expect(await withoutLocation(countingSlices(photo, reads))).toBeNull()
    expect(Math.max(...reads)).toBeLessThanOrEqual(LONGEST_HEADER_BYTES)
  })
})

/**
 * How many GPS IFDs' traces the bytes hold: the latitude entry (tag 2, RATIONAL, 3 values) followed
 * by nothing but its IFD, and the latitude's first two rationals (50/1, 3/1) where they are stored.
 */
function gpsTraces(bytes: Uint8Array, littleEndian: boolean): number {
  const pattern = (values: readonly [number, number][]) =>
    values.flatMap(([value, width]) => {
      const out = new Uint8Array(width)
      const view = new DataView(out.buffer)
      if (width === 2) view.setUint16(0, value, littleEndian)
      else view.setUint32(0, value, littleEndian)
      return [...out]
    })
  const count = (needle: number[]) => {
    let found = 0
    for (let at = 0; at + needle.length <= bytes.length; at++)
      if (needle.every((byte, index) => bytes[at + index] === byte)) found++
    return found
  }
  const entries = count(
    pattern([
      [2, 2],
      [5, 2],
      [3, 4],
    ]),
  )
  const latitude = count(
    pattern([
      [50, 4],
      [1, 4],
      [3, 4],
      [1, 4],
    ]),
  )
  expect(entries).toBe(latitude)
  return entries
}

/** An EXIF block whose GPSInfo entry points beyond its end. */
function brokenGpsPointer(): Uint8Array<ArrayBuffer> {
  const tiff = photoExif()
  const view = new DataView(tiff.buffer, tiff.byteOffset)
  const ifd0 = view.getUint32(4)
  for (let index = 0; index < view.getUint16(ifd0); index++)
    if (view.getUint16(ifd0 + 2 + index * 12) === 0x8825) view.setUint32(ifd0 + 2 + index * 12 + 8, tiff.length + 100)
  return jpegWith([exifSegment(tiff)])
}

/** The file, recording the length of every slice read from it. */
function countingSlices(file: File, reads: number[]): File {
  const slice = file.slice.bind(file)
  return Object.assign(Object.create(file) as File, {
    slice: (start?: number, end?: number, type?: string) => {
      const part = slice(start, end, type)
      if ((start ?? 0) === 0) reads.push(part.size)
      return part
    },
  })
}
