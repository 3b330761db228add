// CLDR one/few/many: 1 plik · 2–4, 22–24, 32–34… pliki · 0, 5–21, 25–31, 112–114… plików. The index into
// `[one, few, many]`, also what Uppy's translator uses for `%{smart_count}` phrases.
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
