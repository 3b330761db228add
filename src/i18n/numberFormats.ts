/**
 * Sizes and times in Polish notation. Uppy writes them the English way inside
 * its own components and messages ("2.9 KB", "1m 05s") with no option to change
 * it; the panel rewrites them where they are shown.
 */

/** Between a number and its unit, so "2,9 KB" or "5 s" is never split across lines. */
const NBSP = '\u00a0'

/** "2.9 KB", "15 KB": a size with an ordinary space before its unit. */
const ENGLISH_SIZE = /\b(\d+)(?:\.(\d+))? (B|KB|MB|GB|TB|PB)\b/g
/** Uppy's time left, standing alone between spaces: "1h 05m", "1h", "2m 05s", "45s". */
const ENGLISH_HOURS = /(?<!\S)(\d+)h(?: (\d+)m)?(?!\S)/g
const ENGLISH_MINUTES = /(?<!\S)(\d+)m(?: (\d+)s)?(?!\S)/g
const ENGLISH_SECONDS = /(?<!\S)(\d+)s(?!\S)/g

/** "05" → "5": running text has no leading zeros. */
const unit = (value: string, name: string) => `${Number(value)}${NBSP}${name}`

/**
 * Rewrites Uppy's English-style sizes and times inside a text in Polish notation,
 * a non-breaking space between number and unit ("2,9 KB", "1 h 5 min", "2 min 5 s",
 * "45 s"). Anything else is left as it is, and a text already rewritten comes back unchanged.
 */
export function polishUppyFormats(text: string): string {
  return text
    .replace(ENGLISH_SIZE, (_, whole: string, fraction: string | undefined, name: string) =>
      fraction === undefined ? `${whole}${NBSP}${name}` : `${whole},${fraction}${NBSP}${name}`,
    )
    .replace(ENGLISH_HOURS, (_, hours: string, minutes?: string) =>
      minutes ? `${unit(hours, 'h')} ${unit(minutes, 'min')}` : unit(hours, 'h'),
    )
    .replace(ENGLISH_MINUTES, (_, minutes: string, seconds?: string) =>
      seconds ? `${unit(minutes, 'min')} ${unit(seconds, 's')}` : unit(minutes, 'min'),
    )
    .replace(ENGLISH_SECONDS, (_, seconds: string) => unit(seconds, 's'))
}
