/** CLDR one/few/many index (1 plik · 2–4, 22–24… pliki · 0, 5–21, 112–114… plików), also Uppy's `pluralize`. */
export function polishPluralIndex(count: number): 0 | 1 | 2 {
  const n = Math.abs(Math.trunc(count))
  if (n === 1) return 0
  const lastDigit = n % 10
  const lastTwoDigits = n % 100
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwoDigits >= 12 && lastTwoDigits <= 14)) return 1
  return 2
}

/** E.g. `['plik', 'pliki', 'plików']`. */
export function polishPlural(count: number, forms: readonly [string, string, string]): string {
  return forms[polishPluralIndex(count)]
}
