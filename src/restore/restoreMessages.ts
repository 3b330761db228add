// Restore texts, apart from `i18n/messages.ts` so they load only with the feature (the copy deck shows them too).
// `Intl.PluralRules`, not `i18n/plural.ts`: a module the entry also imports would be split into a chunk of its own.
const pluralRules = new Intl.PluralRules('pl')

/** CLDR's Polish categories; "other" is for fractions. */
function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = pluralRules.select(count)
  if (category === 'one') return one
  return category === 'few' ? few : many
}

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

export const sentWhenPageClosed =
  'Strona została zamknięta w trakcie przesyłania tego pliku. Mógł już zostać zapisany: sprawdź swoje załączniki, zanim prześlesz go ponownie.'

/** Said once, quietly (no storage, too large, no room). */
export const notKeptForReload =
  'Nie wszystkie pliki zostaną przywrócone, jeśli strona zostanie odświeżona lub zamknięta: przeglądarka nie może ich zachować.'
