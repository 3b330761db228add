/**
 * Sizes and times in Polish notation. Uppy writes sizes the English way inside
 * its own components and messages ("2.9 KB") with no option to change it; the
 * panel rewrites them where they are shown, and writes the time left itself.
 */

/** Between a number and its unit, so "2,9 KB" or "5 s" is never split across lines. */
const NBSP = '\u00a0'

/** "2.9 KB", "15 KB": a size with an ordinary space before its unit. */
const ENGLISH_SIZE = /\b(\d+)(?:\.(\d+))? (B|KB|MB|GB|TB|PB)\b/g
/**
 * Rewrites the sizes Uppy writes the English way inside a text in Polish notation, a non-breaking
 * space between number and unit ("2,9 KB"). Anything else is left as it is, and a text already
 * rewritten comes back unchanged.
 */
export function polishUppyFormats(text: string): string {
  return text.replace(ENGLISH_SIZE, (_, whole: string, fraction: string | undefined, name: string) =>
    fraction === undefined ? `${whole}${NBSP}${name}` : `${whole},${fraction}${NBSP}${name}`,
  )
}

/**
 * A time left in Polish notation, as precise as Uppy's own: "45 s", "2 min 5 s", "1 h 5 min", "3 h"
 * (the panel writes the time left itself: ../status/StatusBar.tsx).
 */
export function polishDuration(seconds: number): string {
  const whole = Math.round(seconds)
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  if (hours) return minutes ? `${hours}${NBSP}h ${minutes}${NBSP}min` : `${hours}${NBSP}h`
  return minutes ? `${minutes}${NBSP}min ${whole % 60}${NBSP}s` : `${whole}${NBSP}s`
}
