/** Small real files for browser tests and stories, made of ./fixtures.ts's bytes. */
import { BOMB_PNG, HEIC_HEAD, LAST_MODIFIED, PNG_1X1, padded, pdfBytes, TEXT_BYTES } from './fixtures'

export function pngFile(name = 'zdjecie.png', extraBytes = 0): File {
  return new File([padded(PNG_1X1, extraBytes)], name, { type: 'image/png', lastModified: LAST_MODIFIED })
}

/** A PNG whose header declares 20 000 × 6 000 px (120 MP, ~480 MB decoded) in 355 KB: a decompression bomb. */
export function bombPng(name = 'bomba.png'): File {
  return new File([BOMB_PNG], name, { type: 'image/png' })
}

export function pdfFile(name = 'faktura.pdf', body = 'Faktura testowa'): File {
  return new File([pdfBytes(body)], name, { type: 'application/pdf', lastModified: LAST_MODIFIED })
}

export function textFile(name = 'notatka.txt'): File {
  return new File([TEXT_BYTES], name, { type: 'text/plain', lastModified: LAST_MODIFIED })
}

/** An iPhone photo as copied to a computer: HEIC, which Chrome and Firefox hand over with an empty type. */
export function heicFile(name = 'IMG_0042.HEIC'): File {
  return new File([HEIC_HEAD], name, { type: '', lastModified: LAST_MODIFIED })
}
