/**
 * Sizes and times in Polish notation. Uppy writes them the English way inside
 * its own components and messages ("2.9 KB", "1m 05s") with no option to change
 * it; the panel rewrites them where they are shown.
 */

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
    .replace(ENGLISH_HOURS, (_, hours: string, minutes?: string) =>
      minutes ? `${hours} h ${minutes} min` : `${hours} h`,
    )
    .replace(ENGLISH_MINUTES, (_, minutes: string, seconds?: string) =>
      seconds ? `${minutes} min ${seconds} s` : `${minutes} min`,
    )
    .replace(ENGLISH_SECONDS, '$1 s')
}
