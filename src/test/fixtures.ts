/**
 * The test files' bytes, for every test layer: plain `Uint8Array`s, usable in Node (e2e, the mock server's tests)
 * and in the browser (unit, browser and story tests, which wrap them in `File`s: ./files.ts, stories/support/files.ts).
 * Valid headers, so the panel's content checks accept them, and fixed, so screenshots are the same on each run.
 * Photos stored sideways as phones store them (a JPEG with an EXIF orientation): ./exifPhotos.ts.
 */

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const ascii = (text: string) => new TextEncoder().encode(text)
/** The parts one after another, in one new array. */
export const concatBytes = (...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}

/** The same date on every test file: Uppy derives file ids from it. */
export const LAST_MODIFIED = 1_700_000_000_000

/** A PNG's first eight bytes. */
export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A whole 1 × 1 PNG. */
export const PNG_1X1 = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
)

/**
 * A 64 × 48 landscape PNG (sky, sun, hills, lake), so previews look like the photos members attach rather than a
 * single coloured pixel. Generated once, kept inline.
 */
export const LANDSCAPE_PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAABqklEQVR42u3Q2UrDQBgF4PNYXnrlM4hXPoUookhFFFFEkYoooogiraW1uOBCVVywigtuV9331ofQwEAY2jQzSWYyHSx8d2HOf04wHPrRGkbCDa1hdL+hNYxF6lrDeLSuNUzEalpD4KCmNUzGax3i93vAxStMHVbVMnq34n+O6aOqQpbtCc4EzBxXVLFpT/CEYPakogpzAE8I5k4rqjAH8IRg/qysBLM9wczBwnlZFWZ7nhAsXpRUYQ7gCcFSoqQKcwBPCJYviwrZtOdMQPCqqJZle/7nWLkudgijt4tXWL0paA1rtwWtYf0urzVs3Oe1hs2HvNawlcy10x8ctGfz1jfYfsy1YlanWSb4BjtPWZqj6rSmHB+Qu9h9zppctzfRafLQF7H3kjF4r24igfI0nUPoVWR7kxErnOUhyGhPhN8yArW7InEAEXlP9wz1tmN8ZbLPlzvApjot+pG2xHMCJEJVdVrsM2XiPwTzvdr2RPwr5fQW6PcKq7vuAO8RAtu76AAhv0Fse0cd4D1CeHVHHeAlQmp1zg7wrYQk/2BAXyAhQ3dAd0B3gJgBfyVliwlPscl1AAAAAElFTkSuQmCC',
)

/** A PDF's first bytes, as a real one starts. */
export const PDF_HEAD = ascii('%PDF-1.7\n')

/** `image` followed by `extraBytes` zeros (after the image's end), for size limits. */
export const padded = (image: Uint8Array, extraBytes: number) => concatBytes(image, new Uint8Array(extraBytes))

/** Bytes a content check accepts as a PNG, `size` long (at least the signature): the rest zeros. */
export const pngBytes = (size = 16) => padded(PNG_SIGNATURE, Math.max(0, size - PNG_SIGNATURE.length))

/** A small whole PDF whose text says `body`. */
export const pdfBytes = (body = 'Faktura testowa') => ascii(`%PDF-1.4\n% ${body}\n%%EOF\n`)

/** An iPhone photo's first bytes (HEIC): an ISO media `ftyp` box with the `heic` brand, then a little of its `meta` box. */
export const HEIC_HEAD = concatBytes(
  Uint8Array.from([0, 0, 0, 24]),
  ascii('ftypheic\0\0\0\0mif1heic'),
  new Uint8Array(64),
)

/** Plain text, which no content check takes for an image or a PDF. */
export const TEXT_BYTES = ascii('zwykły tekst')

/** A PNG whose header declares 20 000 × 6 000 px (120 MP, ~480 MB decoded) in 355 KB: a decompression bomb. */
export const BOMB_PNG = concatBytes(
  PNG_SIGNATURE,
  Uint8Array.from([0, 0, 0, 13]),
  ascii('IHDR'),
  Uint8Array.from([0, 0, 0x4e, 0x20, 0, 0, 0x17, 0x70, 8, 6, 0, 0, 0]),
  new Uint8Array(355_000),
)

/** The first bytes of a real PDF or PNG, chosen by the file name's extension. */
export const signatureFor = (name: string) => (name.endsWith('.pdf') ? PDF_HEAD : PNG_SIGNATURE)
