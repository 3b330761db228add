// HEIC/HEIF: iPhone photos copied to a computer; Chrome and Firefox often pass an empty type, so name and content tell.

const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']
const HEIC_NAME = /\.(heic|heif|hif)$/i
/** The brands of the ISO media `ftyp` box that mark a HEIF image (heic, heix, mif1…). */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'avci']

export function isHeicFile(file: { name?: string | undefined; type?: string | undefined }): boolean {
  return HEIC_TYPES.includes((file.type ?? '').toLowerCase()) || HEIC_NAME.test(file.name ?? '')
}

/** Whether a file's first bytes are a HEIF image's: an `ftyp` box at the start, with a HEIF brand. */
export function startsLikeHeic(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(4, 12))
  return text.startsWith('ftyp') && HEIF_BRANDS.includes(text.slice(4))
}
