/**
 * Files the stories add through the panel's input: small real files (valid PNG and
 * PDF contents, fixed `lastModified`; PDF and text builders shared with the
 * component's browser tests), so thumbnails and screenshots are the same on each run.
 */
import { heicFile, pdfFile, textFile } from '../../src/test/files'
import { LANDSCAPE_PNG, LAST_MODIFIED, padded } from '../../src/test/fixtures'

export { heicFile, pdfFile, textFile }

/** A real PNG photo; `extraBytes` pads it (after the image end) to test size limits. */
export function photoFile(name = 'zdjecie.png', extraBytes = 0): File {
  return new File([padded(LANDSCAPE_PNG, extraBytes)], name, { type: 'image/png', lastModified: LAST_MODIFIED })
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
