// What the contract server stored of the photos sent, judged against the photos picked: from its
// record of each stored file (server/photoFacts.ts: pixel size, EXIF Orientation, location), the bytes
// that arrived, which way up a viewer shows each photo, and whether it still says where it was taken.
import type { LoggedFile, RequestLogEntry } from '../../server/requestLog'
import type { Photo } from './photos'

export interface StoredPhotos {
  /** Photos stored, and the bytes the server received of them. */
  files: number
  bytes: number
  /**
   * Upright as stored: no EXIF turn left to apply (Orientation absent or 1) and the shape the phone meant
   * (portrait for an Orientation 5–8 photo). The record has no pixels, so a photo stored upside down
   * (Orientation 3) that lost its tag unturned would count here too.
   */
  upright: number
  /** Stored as the sensor saw it with its EXIF Orientation: upright only where the viewer applies the tag. */
  turnedByTag: number
  /** Shown the wrong way round even by a viewer that applies EXIF (turned twice, or the tag lost). */
  wrongWay: number
  /** Still carrying the place it was taken (EXIF GPS or XMP location). */
  withLocation: number
  /** Of the photos sent, how many carried their location when picked. */
  pickedWithLocation: number
  /** Stored files the record says nothing about (not matched to a picked photo, or no size read). */
  unread: number
}

export const NO_STORED_PHOTOS: StoredPhotos = {
  files: 0,
  bytes: 0,
  upright: 0,
  turnedByTag: 0,
  wrongWay: 0,
  withLocation: 0,
  pickedWithLocation: 0,
  unread: 0,
}

/** The files the server stored since its last reset, in its record's words. */
export const storedFiles = (entries: readonly RequestLogEntry[]): LoggedFile[] =>
  entries.flatMap((entry) => (entry.outcome === 'stored' && entry.file ? [entry.file] : []))

/** The picked photo a stored file came from: the pages name the `index`th photo `<prefix>-<index>.jpg`. */
const pickedIndex = (name: string) => {
  const match = /-(\d+)\.jpe?g$/i.exec(name)
  return match ? Number(match[1]) : -1
}

type Way = 'upright' | 'turnedByTag' | 'wrongWay'

/** Which way up a viewer that applies EXIF shows a stored photo, against the way the phone meant it. */
function wayUp(stored: { width: number; height: number; orientation: number | null }, picked: Photo): Way {
  const orientation = stored.orientation ?? 1
  // Orientations 5–8 turn by a quarter: a viewer shows the stored pixels with width and height swapped.
  const shownPortrait = orientation >= 5 ? stored.width > stored.height : stored.height > stored.width
  const meantPortrait = picked.orientation >= 5
  if (shownPortrait !== meantPortrait) return 'wrongWay'
  return orientation === 1 ? 'upright' : 'turnedByTag'
}

/** Judges each stored file against the photo it came from (`photos`, as picked, in order). */
export function judgeStoredPhotos(stored: readonly LoggedFile[], photos: readonly Photo[]): StoredPhotos {
  const judged = { ...NO_STORED_PHOTOS }
  for (const file of stored) {
    judged.files++
    judged.bytes += file.size
    const picked = photos[pickedIndex(file.name)]
    const facts = file.photo
    if (picked?.location) judged.pickedWithLocation++
    if (!picked || !facts || facts.width === null || facts.height === null) {
      judged.unread++
      continue
    }
    judged[wayUp({ width: facts.width, height: facts.height, orientation: facts.orientation }, picked)]++
    if (facts.hasLocation) judged.withLocation++
  }
  return judged
}

/** The judgements of several runs added up. */
export function addStoredPhotos(runs: readonly StoredPhotos[]): StoredPhotos {
  const total = { ...NO_STORED_PHOTOS }
  for (const run of runs) for (const key of Object.keys(total) as (keyof StoredPhotos)[]) total[key] += run[key]
  return total
}
