/** Between a number and its unit, so "2,9 KB" or "5 s" is never split across lines. */
const NBSP = '\u00a0'

const ENGLISH_SIZE = /\b(\d+)(?:\.(\d+))? (B|KB|MB|GB|TB|PB)\b/g
/** Uppy writes sizes and times the English way, with no option to change it: "2.9 KB" → "2,9 KB", idempotent. */
export function polishUppyFormats(text: string): string {
  return text.replace(ENGLISH_SIZE, (_, whole: string, fraction: string | undefined, name: string) =>
    fraction === undefined ? `${whole}${NBSP}${name}` : `${whole},${fraction}${NBSP}${name}`,
  )
}

/** The time left, as precise as Uppy's: "45 s", "2 min 5 s", "1 h 5 min", "3 h" (../status/statusBarTexts.ts). */
export function polishDuration(seconds: number): string {
  const whole = Math.round(seconds)
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  if (hours) return minutes ? `${hours}${NBSP}h ${minutes}${NBSP}min` : `${hours}${NBSP}h`
  return minutes ? `${minutes}${NBSP}min ${whole % 60}${NBSP}s` : `${whole}${NBSP}s`
}
