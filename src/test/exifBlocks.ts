// The metadata of a phone photo as cameras and phones write it: an EXIF block (a TIFF structure:
// IFD0 with Make, Orientation and pointers to the Exif and GPS IFDs, IFD1 for the thumbnail) and an
// XMP packet with the same position. ./exifPhotos.ts puts them into JPEGs. Plain bytes, usable in
// Node and the browser.

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

type FieldType = 'BYTE' | 'ASCII' | 'SHORT' | 'LONG' | 'RATIONAL'
const TYPE_CODE: Record<FieldType, number> = { BYTE: 1, ASCII: 2, SHORT: 3, LONG: 4, RATIONAL: 5 }
const TYPE_BYTES: Record<FieldType, number> = { BYTE: 1, ASCII: 1, SHORT: 2, LONG: 4, RATIONAL: 8 }

/** An IFD entry: numbers of its type, text, or the offset of another IFD of the block (by index). */
type Entry = { tag: number } & (
  | { type: FieldType; values: readonly number[] }
  | { type: 'ASCII'; text: string }
  | { type: 'LONG'; ifd: number }
)

function entryCount(entry: Entry): number {
  if ('text' in entry) return entry.text.length + 1
  if ('values' in entry) return entry.values.length / (entry.type === 'RATIONAL' ? 2 : 1)
  return 1
}

/** Lays out a TIFF block: the header, then each IFD followed by the values that do not fit in its entries. */
export function tiffBlock(ifds: readonly (readonly Entry[])[], littleEndian = false): Uint8Array<ArrayBuffer> {
  const sizes = ifds.map((entries) => {
    const outside = entries.reduce((sum, entry) => {
      const size = TYPE_BYTES[entry.type] * entryCount(entry)
      return sum + (size > 4 ? size + (size % 2) : 0)
    }, 0)
    return 2 + entries.length * 12 + 4 + outside
  })
  const starts = sizes.map((_, index) => 8 + sizes.slice(0, index).reduce((sum, size) => sum + size, 0))
  const bytes = new Uint8Array(8 + sizes.reduce((sum, size) => sum + size, 0))
  const view = new DataView(bytes.buffer)
  bytes.set(ascii(littleEndian ? 'II' : 'MM'))
  view.setUint16(2, 42, littleEndian)
  view.setUint32(4, starts[0] ?? 0, littleEndian)
  ifds.forEach((entries, index) => {
    const start = starts[index] ?? 0
    let outside = start + 2 + entries.length * 12 + 4
    view.setUint16(start, entries.length, littleEndian)
    entries.forEach((entry, position) => {
      const at = start + 2 + position * 12
      const count = entryCount(entry)
      const size = TYPE_BYTES[entry.type] * count
      view.setUint16(at, entry.tag, littleEndian)
      view.setUint16(at + 2, TYPE_CODE[entry.type], littleEndian)
      view.setUint32(at + 4, count, littleEndian)
      let valueAt = at + 8
      if (size > 4) {
        view.setUint32(at + 8, outside, littleEndian)
        valueAt = outside
        outside += size + (size % 2)
      }
      if ('ifd' in entry) view.setUint32(valueAt, starts[entry.ifd] ?? 0, littleEndian)
      else if ('text' in entry) bytes.set(ascii(`${entry.text}\0`), valueAt)
      else
        entry.values.forEach((value, n) => {
          const width = entry.type === 'RATIONAL' ? 4 : TYPE_BYTES[entry.type]
          if (width === 1) view.setUint8(valueAt + n, value)
          else if (width === 2) view.setUint16(valueAt + n * 2, value, littleEndian)
          else view.setUint32(valueAt + n * 4, value, littleEndian)
        })
    })
    // IFD0 points at the next IFD in the chain when there is one: the thumbnail's IFD1 is last here.
    const next = index === 0 && ifds.length > 1 ? (starts[ifds.length - 1] ?? 0) : 0
    view.setUint32(start + 2 + entries.length * 12, next, littleEndian)
  })
  return bytes
}

/** A position as EXIF stores it: degrees, minutes and hundredths of seconds as three rationals. */
const dms = (degrees: number) => {
  const whole = Math.floor(degrees)
  const minutes = Math.floor((degrees - whole) * 60)
  const seconds = Math.round(((degrees - whole) * 60 - minutes) * 60 * 100)
  return [whole, 1, minutes, 1, seconds, 100]
}

/** Where the test photos were "taken": Kraków's market square. */
export const PHOTO_PLACE = { latitude: 50.0617, longitude: 19.9373 }

export interface ExifOptions {
  littleEndian?: boolean
  orientation?: number
  /** A GPS IFD with latitude, longitude and altitude (default true). */
  location?: boolean
  /** The thumbnail's IFD1 points at a GPS IFD of its own too (rare, allowed by the format). */
  locationInThumbnail?: boolean
}

/** The EXIF block of a phone photo: IFD0, the Exif IFD, the GPS IFD(s), IFD1. */
export function photoExif(options: ExifOptions = {}): Uint8Array<ArrayBuffer> {
  const { littleEndian = false, orientation = 6, location = true, locationInThumbnail = false } = options
  const gps: Entry[] = [
    { tag: 0x0000, type: 'BYTE', values: [2, 3, 0, 0] },
    { tag: 0x0001, type: 'ASCII', text: 'N' },
    { tag: 0x0002, type: 'RATIONAL', values: dms(PHOTO_PLACE.latitude) },
    { tag: 0x0003, type: 'ASCII', text: 'E' },
    { tag: 0x0004, type: 'RATIONAL', values: dms(PHOTO_PLACE.longitude) },
    { tag: 0x0006, type: 'RATIONAL', values: [219, 1] },
  ]
  const ifd0: Entry[] = [
    { tag: 0x010f, type: 'ASCII', text: 'Fotofon' },
    { tag: 0x0110, type: 'ASCII', text: 'Model 12' },
    { tag: 0x0112, type: 'SHORT', values: [orientation] },
    { tag: 0x8769, type: 'LONG', ifd: 1 },
    ...(location ? [{ tag: 0x8825, type: 'LONG', ifd: 2 } as const] : []),
  ]
  const exif: Entry[] = [{ tag: 0x9003, type: 'ASCII', text: '2026:11:26 10:15:00' }]
  const ifd1: Entry[] = [
    { tag: 0x0103, type: 'SHORT', values: [6] },
    ...(locationInThumbnail ? [{ tag: 0x8825, type: 'LONG', ifd: 3 } as const] : []),
  ]
  return tiffBlock(locationInThumbnail ? [ifd0, exif, gps, gps, ifd1] : [ifd0, exif, gps, ifd1], littleEndian)
}

/** An XMP packet with the position as attributes of its description, or as elements. */
export function photoXmp(style: 'attributes' | 'elements', location = true): string {
  const place = location ? PHOTO_PLACE : undefined
  const lat = place ? `${Math.floor(place.latitude)},3.702N` : ''
  const lon = place ? `${Math.floor(place.longitude)},56.238E` : ''
  const properties =
    style === 'attributes'
      ? `<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Fotofon" ${place ? `exif:GPSLatitude="${lat}" exif:GPSLongitude='${lon}' exif:GPSAltitude="219/1"` : ''} xmp:Rating="5"/>`
      : `<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>Fotofon — zdjęcie</xmp:CreatorTool>${place ? `<exif:GPSLatitude>${lat}</exif:GPSLatitude><exif:GPSLongitude>${lon}</exif:GPSLongitude><photoshop:City>Kraków</photoshop:City>` : ''}<xmp:Rating>5</xmp:Rating></rdf:Description>`
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${properties}</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
}
