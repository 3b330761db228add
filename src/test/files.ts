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

export function pdfFile(name = 'faktura.pdf', body = 'Faktura testowa'): File {
  return new File([`%PDF-1.4\n% ${body}\n%%EOF\n`], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 })
}

export function textFile(name = 'notatka.txt'): File {
  return new File(['zwykły tekst'], name, { type: 'text/plain', lastModified: 1_700_000_000_000 })
}
