/**
 * Files the stories add through the panel's input: small real files (valid PNG and
 * PDF contents, fixed `lastModified`; PDF and text builders shared with the
 * component's browser tests), so thumbnails and screenshots are the same on each run.
 */
import { pdfFile, textFile } from '../../src/test/files'

export { pdfFile, textFile }

/**
 * A 64 × 48 landscape (sky, sun, hills, lake), so thumbnails look like the photos
 * members attach rather than a single coloured pixel. Generated once, kept inline.
 */
const LANDSCAPE_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAABqklEQVR42u3Q2UrDQBgF4PNYXnrlM4hXPoUookhFFFFEkYoooogiraW1uOBCVVywigtuV9331ofQwEAY2jQzSWYyHSx8d2HOf04wHPrRGkbCDa1hdL+hNYxF6lrDeLSuNUzEalpD4KCmNUzGax3i93vAxStMHVbVMnq34n+O6aOqQpbtCc4EzBxXVLFpT/CEYPakogpzAE8I5k4rqjAH8IRg/qysBLM9wczBwnlZFWZ7nhAsXpRUYQ7gCcFSoqQKcwBPCJYviwrZtOdMQPCqqJZle/7nWLkudgijt4tXWL0paA1rtwWtYf0urzVs3Oe1hs2HvNawlcy10x8ctGfz1jfYfsy1YlanWSb4BjtPWZqj6rSmHB+Qu9h9zppctzfRafLQF7H3kjF4r24igfI0nUPoVWR7kxErnOUhyGhPhN8yArW7InEAEXlP9wz1tmN8ZbLPlzvApjot+pG2xHMCJEJVdVrsM2XiPwTzvdr2RPwr5fQW6PcKq7vuAO8RAtu76AAhv0Fse0cd4D1CeHVHHeAlQmp1zg7wrYQk/2BAXyAhQ3dAd0B3gJgBfyVliwlPscl1AAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
)

/** Same fixed date as the component tests' files: Uppy derives file ids from it. */
const LAST_MODIFIED = 1_700_000_000_000

/** A real PNG photo; `extraBytes` pads it (after the image end) to test size limits. */
export function photoFile(name = 'zdjecie.png', extraBytes = 0): File {
  const bytes = new Uint8Array(LANDSCAPE_PNG.length + extraBytes)
  bytes.set(LANDSCAPE_PNG)
  return new File([bytes], name, { type: 'image/png', lastModified: LAST_MODIFIED })
}

/** A photo and an invoice: the everyday pair of attachments. */
export function photoAndInvoice(): File[] {
  return [photoFile('zdjecie-szkody.png'), pdfFile('faktura-2026-11.pdf')]
}

/** `count` files, alternating photo and PDF, numbered so each name is distinct. */
export function numberedFiles(count: number): File[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return index % 2 === 0 ? photoFile(`zdjecie-${number}.png`) : pdfFile(`dokument-${number}.pdf`)
  })
}

/** A valid PNG photo padded to `bytes`, for size limits. */
export function photoOfSize(name: string, bytes: number): File {
  return photoFile(name, Math.max(0, bytes - LANDSCAPE_PNG.length))
}
