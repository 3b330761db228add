/**
 * Files the stories add through the panel's input. Built from the same small, real
 * files as the component's browser tests (valid PNG and PDF headers, fixed
 * `lastModified`), so thumbnails and every screenshot come out the same on each run.
 */
import { pdfFile, pngFile, textFile } from '../../src/test/files'

export { pdfFile, pngFile, textFile }

/** A photo and an invoice: the everyday pair of attachments. */
export function photoAndInvoice(): File[] {
  return [pngFile('zdjecie-szkody.png'), pdfFile('faktura-2026-11.pdf')]
}

/** `count` files, alternating photo and PDF, numbered so each name is distinct. */
export function numberedFiles(count: number): File[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return index % 2 === 0 ? pngFile(`zdjecie-${number}.png`) : pdfFile(`dokument-${number}.pdf`)
  })
}

/** A valid PNG padded to `bytes`, for size limits. */
export function pngOfSize(name: string, bytes: number): File {
  const base = pngFile(name)
  return pngFile(name, Math.max(0, bytes - base.size))
}
