/**
 * The Polish texts of restoring files after a reload. Apart from `i18n/messages.ts` because they
 * load with the restore feature, only for hosts that turn it on (the copy deck shows them too).
 * Plural forms come from `Intl.PluralRules` rather than the panel's own `plural.ts`: importing a
 * module the panel's entry also imports would make bundlers split it into a chunk of its own.
 */
const pluralRules = new Intl.PluralRules('pl')

/** The form for `count` from `[one, few, many]` (CLDR's Polish categories; "other" is for fractions). */
function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = pluralRules.select(count)
  if (category === 'one') return one
  return category === 'few' ? few : many
}

/** The notice and the one announcement after files came back. */
export function filesRestored(restored: number, uncertain: number): string {
  const chosen = `${restored} ${plural(restored, ['plik wybrany', 'pliki wybrane', 'plików wybranych'])}`
  const base = `Przywrócono ${chosen} przed odświeżeniem lub zamknięciem strony. Nic nie zostało jeszcze wysłane ponownie.`
  if (uncertain === 0) return base
  const which =
    uncertain === restored
      ? plural(restored, ['Ten plik był', 'Te pliki były', 'Te pliki były'])
      : `${uncertain} z nich ${plural(uncertain, ['był', 'były', 'było'])}`
  return `${base} ${which} w trakcie przesyłania: sprawdź swoje załączniki, zanim prześlesz ${uncertain === 1 ? 'go' : 'je'} ponownie.`
}

/** The reason in the row of a file that was being sent when the page went away. */
export const sentWhenPageClosed =
  'Strona została zamknięta w trakcie przesyłania tego pliku. Mógł już zostać zapisany: sprawdź swoje załączniki, zanim prześlesz go ponownie.'

/** Said once, quietly, when a file cannot be kept for a reload (no storage, too large, no room). */
export const notKeptForReload =
  'Nie wszystkie pliki zostaną przywrócone, jeśli strona zostanie odświeżona lub zamknięta: przeglądarka nie może ich zachować.'
