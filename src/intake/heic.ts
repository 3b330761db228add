// HEIC/HEIF: the photos an iPhone takes, as they arrive when copied to a computer. Chrome and Firefox
// hand them to the page as they are, often with an empty type, so the name and the content say it too.

const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']
const HEIC_NAME = /\.(heic|heif|hif)$/i
/** The brands of the ISO media `ftyp` box that mark a HEIF image (heic, heix, mif1…). */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'avci']

/** Whether the file says it is a HEIC/HEIF photo, by its type or its name. */
export function isHeicFile(file: { name?: string | undefined; type?: string | undefined }): boolean {
  return HEIC_TYPES.includes((file.type ?? '').toLowerCase()) || HEIC_NAME.test(file.name ?? '')
}

/** Whether a file's first bytes are a HEIF image's: an `ftyp` box at the start, with a HEIF brand. */
export function startsLikeHeic(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(4, 12))
  return text.startsWith('ftyp') && HEIF_BRANDS.includes(text.slice(4))
}
