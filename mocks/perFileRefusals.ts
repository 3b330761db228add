/**
 * Refusals a server that checks content gives, one reason per file, chosen by the
 * file's name: any file a designer drops gets one of them, and a story can say which.
 */
export const PER_FILE_REFUSALS = [
  'Ten dokument jest już w Twoich załącznikach.',
  'Plik jest uszkodzony.',
  'Zdjęcie jest nieczytelne.',
] as const

/** The reason `fileName` is refused with: the same for the same name, spread over `reasons`. */
export function refusalFor(fileName: string, reasons: readonly string[] = PER_FILE_REFUSALS): string {
  let hash = 0
  for (const character of fileName) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  return reasons[hash % reasons.length] ?? ''
}
