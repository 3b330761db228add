const GPS_INFO_TAG = 0x8825
const ENTRY_BYTES = 12
/** The chain of IFDs is short (IFD0, then the thumbnail's IFD1); a longer one is a broken or hostile file. */
const MOST_IFDS = 8
/** Bytes per value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_BYTES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8]

/** A TIFF block that does not hold what its offsets say: nothing is changed. */
class MalformedTiff extends Error {}

interface Tiff {
  bytes: Uint8Array
  littleEndian: boolean
  view: DataView
}

function openTiff(bytes: Uint8Array): Tiff {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 8) throw new MalformedTiff()
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) throw new MalformedTiff()
  const littleEndian = order === 0x4949
  if (view.getUint16(2, littleEndian) !== 42) throw new MalformedTiff()
  return { bytes, littleEndian, view }
}

const u16 = (tiff: Tiff, at: number) => {
  if (at + 2 > tiff.bytes.length) throw new MalformedTiff()
  return tiff.view.getUint16(at, tiff.littleEndian)
}
const u32 = (tiff: Tiff, at: number) => {
  if (at + 4 > tiff.bytes.length) throw new MalformedTiff()
  return tiff.view.getUint32(at, tiff.littleEndian)
}

/** The byte ranges an IFD occupies: its entries and the values stored outside them. */
function ifdRanges(tiff: Tiff, at: number): [number, number][] {
  const count = u16(tiff, at)
  const end = at + 2 + count * ENTRY_BYTES + 4
  if (end > tiff.bytes.length) throw new MalformedTiff()
  const ranges: [number, number][] = [[at, end]]
  for (let index = 0; index < count; index++) {
    const entry = at + 2 + index * ENTRY_BYTES
    const size = (TYPE_BYTES[u16(tiff, entry + 2)] ?? 0) * u32(tiff, entry + 4)
    if (size <= 4) continue
    const valueAt = u32(tiff, entry + 8)
    if (valueAt + size > tiff.bytes.length) throw new MalformedTiff()
    ranges.push([valueAt, valueAt + size])
  }
  return ranges
}

/** Takes the GPSInfo entry out of the IFD at `at` (later entries and the next-IFD offset move up, the count drops, the
 * freed bytes are zeroed) and zeroes the GPS IFD it pointed at. Returns the next IFD's offset. */
function removeGpsFrom(tiff: Tiff, at: number): { removed: boolean; next: number } {
  const count = u16(tiff, at)
  const entriesEnd = at + 2 + count * ENTRY_BYTES
  const next = u32(tiff, entriesEnd)
  let index = 0
  while (index < count && u16(tiff, at + 2 + index * ENTRY_BYTES) !== GPS_INFO_TAG) index++
  if (index === count) return { removed: false, next }
  const entry = at + 2 + index * ENTRY_BYTES
  const gpsRanges = ifdRanges(tiff, u32(tiff, entry + 8))
  const { bytes } = tiff
  bytes.copyWithin(entry, entry + ENTRY_BYTES, entriesEnd + 4)
  bytes.fill(0, entriesEnd + 4 - ENTRY_BYTES, entriesEnd + 4)
  tiff.view.setUint16(at, count - 1, tiff.littleEndian)
  for (const [start, end] of gpsRanges) bytes.fill(0, start, end)
  return { removed: true, next }
}

/** Removes the GPS IFD and its pointer from every IFD of an EXIF block's TIFF chain (IFD0, the thumbnail's IFD1) in
 * place, moving nothing else. Whether anything was removed; a malformed block is left untouched (false). */
export function removeExifLocation(tiffBytes: Uint8Array): boolean {
  const scratch = tiffBytes.slice()
  try {
    const tiff = openTiff(scratch)
    const visited = new Set<number>()
    let removed = false
    let at = u32(tiff, 4)
    while (at !== 0 && !visited.has(at)) {
      if (visited.size === MOST_IFDS) throw new MalformedTiff()
      visited.add(at)
      const step = removeGpsFrom(tiff, at)
      removed ||= step.removed
      at = step.next
    }
    if (removed) tiffBytes.set(scratch)
    return removed
  } catch (error) {
    if (error instanceof MalformedTiff) return false
    throw error
  }
}
