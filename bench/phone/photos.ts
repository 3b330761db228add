// Phone photos for the phone profile: 12 MP JPEGs of 3–5 MB, each a different scene, most stored
// sideways with an EXIF orientation as phones store them, and most with the place they were taken
// (a GPS IFD), as a phone with location on writes them. Made once by Chromium's JPEG encoder
// (pages/photoMaker.ts) and kept in a git-ignored folder: later runs reuse them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { readPhotoFacts } from '../../server/photoFacts'
import { readExifOrientation, withPhoneExif } from '../../src/test/exifPhotos'
import type { PhotoRecipe } from '../pages/photoMaker'
import { MB } from '../scenarios'

export const PHOTO_DIR = join(import.meta.dirname, '../../.cache/bench-photos')

/** Changed whenever the photos' recipe changes, so that older cached photos are made again. */
const GENERATOR = 'phone-photos-3'
/** A 12 MP sensor's frame, as the file stores it (before the EXIF orientation turns it). */
const WIDTH = 4000
const HEIGHT = 3000
const QUALITY = 0.9
const MIN_BYTES = 3.2 * MB
/** The largest photo made: the uploaders' size limit must let it in. */
export const MAX_PHOTO_BYTES = 4.6 * MB
/** Mostly 6 (a portrait taken upright: stored sideways), some upright landscapes, some upside down or turned left. */
const ORIENTATIONS = [6, 1, 6, 8, 6, 3, 6, 1] as const
/** Four photos in five carry where they were taken (a phone with location on); every fifth was taken without. */
const WITHOUT_LOCATION_EVERY = 5

export interface Photo {
  file: string
  bytes: number
  orientation: number
  /** Its EXIF has a GPS IFD. */
  location: boolean
}

interface Manifest {
  generator: string
  photos: Photo[]
}

export const orientationOf = (index: number): number => ORIENTATIONS[index % ORIENTATIONS.length] ?? 1
export const hasLocationOf = (index: number): boolean => index % WITHOUT_LOCATION_EVERY !== WITHOUT_LOCATION_EVERY - 1
const fileOf = (index: number) => `photo-${String(index + 1).padStart(2, '0')}.jpg`
const manifestPath = (dir: string) => join(dir, 'manifest.json')

function readManifest(dir: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath(dir), 'utf8')) as Manifest
    if (manifest.generator === GENERATOR) return manifest
  } catch {
    // None yet, or unreadable: made again.
  }
  return { generator: GENERATOR, photos: [] }
}

/** A cached photo is reused while it is still the file the manifest describes. */
const intact = (dir: string, photo: Photo) =>
  existsSync(join(dir, photo.file)) && statSync(join(dir, photo.file)).size === photo.bytes

/**
 * `count` photos in `dir`, made where missing: in `pagesUrl`'s photo maker page, then tagged with
 * their orientation and location, then checked by the contract server's reader (server/photoFacts.ts:
 * the send scenario judges what arrives by it) and in Chromium (it must show a sideways-stored photo turned).
 * `dir` must be served as `${pagesUrl}/photos`. Returns them in order.
 */
export async function ensurePhotos(browser: Browser, pagesUrl: string, dir: string, count: number): Promise<Photo[]> {
  mkdirSync(dir, { recursive: true })
  const manifest = readManifest(dir)
  const photos = Array.from({ length: count }, (_, index) =>
    manifest.photos.find((photo) => photo.file === fileOf(index) && intact(dir, photo)),
  )
  const missing = photos.flatMap((photo, index) => (photo ? [] : [index]))
  if (missing.length === 0) return photos as Photo[]
  if (manifest.photos.length === 0)
    for (const name of readdirSync(dir)) if (name.endsWith('.jpg')) rmSync(join(dir, name), { force: true })
  process.stderr.write(`making ${missing.length} phone photo(s) in ${dir} (once)…\n`)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${pagesUrl}/photoMaker.html`)
    await page.waitForFunction(() => typeof window.photoMaker === 'object', undefined, { timeout: 30_000 })
    for (const index of missing) {
      const photo = await makePhoto(index, (recipe) => page.evaluate((r) => window.photoMaker.make(r), recipe))
      writeFileSync(join(dir, photo.file), photo.jpeg)
      const facts = await readPhotoFacts(join(dir, photo.file), 'image/jpeg')
      if (facts?.orientation !== photo.orientation || facts.hasLocation !== photo.location)
        throw new Error(`${photo.file}: the server would read ${JSON.stringify(facts)}`)
      const shown = await page.evaluate((url) => window.photoMaker.displayedSize(url), `photos/${photo.file}`)
      const turned = photo.orientation >= 5
      if (shown.width !== (turned ? HEIGHT : WIDTH) || shown.height !== (turned ? WIDTH : HEIGHT))
        throw new Error(`${photo.file}: orientation ${photo.orientation} shown ${shown.width} × ${shown.height}`)
      photos[index] = {
        file: photo.file,
        bytes: photo.jpeg.length,
        orientation: photo.orientation,
        location: photo.location,
      }
      manifest.photos = [...manifest.photos.filter((kept) => kept.file !== photo.file), photos[index] as Photo]
      writeFileSync(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`)
    }
  } finally {
    await context.close()
  }
  return photos as Photo[]
}

/** One photo within 3–5 MB: the grain is turned up or down until the encoder's output fits. */
async function makePhoto(index: number, encode: (recipe: PhotoRecipe) => Promise<string>) {
  const orientation = orientationOf(index)
  const location = hasLocationOf(index)
  let grain = 10
  for (let attempt = 0; attempt < 8; attempt++) {
    const base64 = await encode({ seed: index + 1, width: WIDTH, height: HEIGHT, grain, quality: QUALITY })
    const jpeg = withPhoneExif(new Uint8Array(Buffer.from(base64, 'base64')), { orientation, location })
    if (readExifOrientation(jpeg) !== orientation) throw new Error(`${fileOf(index)}: orientation not written`)
    if (jpeg.length < MIN_BYTES) grain *= 1.35
    else if (jpeg.length > MAX_PHOTO_BYTES) grain /= 1.35
    else return { file: fileOf(index), jpeg, orientation, location }
  }
  throw new Error(`${fileOf(index)}: no grain gives 3–5 MB`)
}
