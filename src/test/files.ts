/** Small real files for tests: valid headers, so content checks accept them. */

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

export function pngFile(name = 'zdjecie.png', extraBytes = 0): File {
  const bytes = new Uint8Array(PNG_1X1.length + extraBytes)
  bytes.set(PNG_1X1)
  return new File([bytes], name, { type: 'image/png', lastModified: 1_700_000_000_000 })
}

/** A PNG whose header declares 20 000 × 6 000 px (120 MP, ~480 MB decoded) in 355 KB: a decompression bomb. */
export function bombPng(name = 'bomba.png'): File {
  const header = Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
    ...[...'IHDR'].map((char) => char.charCodeAt(0)),
    ...[0, 0, 0x4e, 0x20, 0, 0, 0x17, 0x70, 8, 6, 0, 0, 0],
  ])
  return new File([header, new Uint8Array(355_000)], name, { type: 'image/png' })
}

export function pdfFile(name = 'faktura.pdf', body = 'Faktura testowa'): File {
  return new File([`%PDF-1.4\n% ${body}\n%%EOF\n`], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 })
}

export function textFile(name = 'notatka.txt'): File {
  return new File(['zwykły tekst'], name, { type: 'text/plain', lastModified: 1_700_000_000_000 })
}
