/**
 * Sizes and times in Polish notation. Uppy's Dashboard writes them the English
 * way inside its own components ("2.9 KB", "1m 05s") with no option to change
 * it; the panel formats the ones it writes itself with `formatFileSize` and
 * rewrites Uppy's with `polishUppyFormats`.
 */

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * A byte count as Uppy's list shows sizes (1024-based units, one decimal under
 * 10 units, two from GB up) but with the Polish decimal comma: 3000 → "2,9 KB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1)
  const value = bytes / 1024 ** exponent
  const isWhole = value % 1 === 0
  let digits: string
  if (exponent >= 3) digits = isWhole ? String(value) : value.toFixed(2)
  else digits = value >= 10 || isWhole ? String(Math.round(value)) : value.toFixed(1)
  return `${digits.replace('.', ',')} ${SIZE_UNITS[exponent]}`
}

/** "2.9 KB" → "2,9 KB": a decimal point directly inside a size. */
const ENGLISH_SIZE = /\b(\d+)\.(\d+)(?= (?:B|KB|MB|GB|TB|PB)\b)/g
/** Uppy's time left, standing alone between spaces: "1h 05m", "1h", "2m 05s", "45s". */
const ENGLISH_HOURS = /(?<!\S)(\d+)h(?: (\d+)m)?(?!\S)/g
const ENGLISH_MINUTES = /(?<!\S)(\d+)m(?: (\d+)s)?(?!\S)/g
const ENGLISH_SECONDS = /(?<!\S)(\d+)s(?!\S)/g

/**
 * Rewrites Uppy's English-style sizes and times inside a text in Polish notation
 * ("2,9 KB", "1 h 05 min", "2 min 05 s", "45 s"). Anything else is left as it is,
 * and a text already rewritten comes back unchanged.
 */
export function polishUppyFormats(text: string): string {
  return text
    .replace(ENGLISH_SIZE, '$1,$2')
    .replace(ENGLISH_HOURS, (_, hours: string, minutes?: string) => (minutes ? `${hours} h ${minutes} min` : `${hours} h`))
    .replace(ENGLISH_MINUTES, (_, minutes: string, seconds?: string) => (seconds ? `${minutes} min ${seconds} s` : `${minutes} min`))
    .replace(ENGLISH_SECONDS, '$1 s')
}
