import { ALLOWED_FILE_TYPES, FILE_TYPE_LABELS } from '../config'
import { polishPlural } from './plural'

/** Every Polish text the panel itself writes (Uppy's own texts are in `uppyLocale.ts`). */

const FILE_FORMS = ['plik', 'pliki', 'plików'] as const
const SECOND_FORMS = ['sekundę', 'sekundy', 'sekund'] as const
const PLACE_FORMS = ['wolne miejsce', 'wolne miejsca', 'wolnych miejsc'] as const

/** "30 sekund", "2 minut": a duration after "w ciągu" (genitive), in whole minutes when it is one. */
function durationInGenitive(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60
    return `${minutes} ${polishPlural(minutes, ['minuty', 'minut', 'minut'])}`
  }
  return `${seconds} ${polishPlural(seconds, ['sekundy', 'sekund', 'sekund'])}`
}

export const allowedTypesLabel = ALLOWED_FILE_TYPES.map((type) => FILE_TYPE_LABELS[type]).join(', ')

export const messages = {
  panelLabel: 'Dodawanie załączników',
  note: 'Tylko zdjęcia i PDF.',
  fileNameField: 'Nazwa pliku',
  fileNamePlaceholder: 'Nazwa pliku wraz z rozszerzeniem',
  fileNameRequired: 'Podaj nazwę pliku: nie może być pusta.',

  /** Status of a file whose upload failed for a reason the member cannot act on. */
  uploadFailed: 'Przesyłanie nie powiodło się',
  uploadFailedForFile: (fileName: string) => `Nie udało się przesłać pliku „${fileName}”. Spróbuj ponownie.`,
  networkError: 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.',
  unauthorized: 'Twoja sesja wygasła. Zaloguj się ponownie i spróbuj jeszcze raz.',
  forbidden: 'Nie masz uprawnień do dodawania załączników.',
  tooLargeForServer: 'Serwer odrzucił plik, bo jest za duży.',
  stalled: (seconds: number) =>
    `Przesyłanie nie robiło postępów przez ${seconds} ${polishPlural(seconds, SECOND_FORMS)}, więc zostało przerwane. Spróbuj ponownie.`,

  unanswered: (seconds: number) =>
    `Serwer nie odpowiedział w ciągu ${durationInGenitive(seconds)}. Plik mógł już zostać przyjęty: sprawdź swoje załączniki, zanim prześlesz go ponownie.`,
  serverBusy: (waitMs: number) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
    return `Serwer jest teraz przeciążony. Spróbuj ponownie za ${minutes} ${polishPlural(minutes, ['minutę', 'minuty', 'minut'])}.`
  },
  invalidToken: 'Nie udało się wysłać pliku: dane logowania są nieprawidłowe. Odśwież stronę i zaloguj się.',
  unreadableFile: (fileName: string) =>
    `Nie można odczytać pliku „${fileName}”. Mógł zostać usunięty lub zmieniony po wybraniu: dodaj go ponownie.`,

  processingFailed: 'Przetwarzanie pliku nie powiodło się. Spróbuj ponownie.',
  noToken: 'Aby przesłać pliki, musisz być zalogowany. Zaloguj się ponownie.',
  noPlacesLeft: (maxFiles: number) =>
    `Osiągnięto limit ${maxFiles} ${polishPlural(maxFiles, ['załącznika', 'załączników', 'załączników'])}. Usuń któryś z istniejących, aby dodać nowy.`,
  tooManyFiles: (placesLeft: number) =>
    placesLeft <= 0
      ? 'Nie możesz dodać więcej plików: nie ma wolnych miejsc.'
      : `Nie możesz przesłać więcej niż ${placesLeft} ${polishPlural(placesLeft, FILE_FORMS)}. ${polishPlural(placesLeft, ['Zostało', 'Zostały', 'Zostało'])} ${placesLeft} ${polishPlural(placesLeft, PLACE_FORMS)}.`,
  settingsLoading: 'Wczytywanie ustawień załączników…',
  tooManyToSend: (placesLeft: number, toRemove: number) =>
    placesLeft <= 0
      ? `Nie możesz przesłać więcej plików: osiągnięto limit załączników. Usuń z listy ${toRemove} ${polishPlural(toRemove, FILE_FORMS)}.`
      : `Możesz przesłać jeszcze ${placesLeft} ${polishPlural(placesLeft, FILE_FORMS)}. Usuń z listy ${toRemove} ${polishPlural(toRemove, FILE_FORMS)}, aby wysłać pozostałe.`,
  settingsUnavailable: 'Dodawanie załączników jest chwilowo niedostępne. Odśwież stronę lub spróbuj później.',
  wrongType: `Możesz przesłać tylko pliki typu: ${allowedTypesLabel}.`,
  emptyFile: (fileName: string) => `Plik „${fileName}” jest pusty.`,
  contentMismatch: (fileName: string) =>
    `Plik „${fileName}” nie jest prawdziwym plikiem ${allowedTypesLabel}: jego zawartość nie zgadza się z rozszerzeniem.`,
  moreRejected: (count: number) =>
    `Odrzucono też ${count} ${polishPlural(count, ['inny plik', 'inne pliki', 'innych plików'])}.`,

  // Spoken to screen readers (the live region), not shown.
  filesAdded: (names: readonly string[]) =>
    names.length === 1
      ? `Dodano plik ${names[0]}.`
      : `Dodano ${names.length} ${polishPlural(names.length, FILE_FORMS)}.`,
  uploadStarted: (count: number) =>
    `Rozpoczęto przesyłanie ${count} ${polishPlural(count, ['pliku', 'plików', 'plików'])}.`,
  uploadProgress: (percent: number) => `Przesłano ${percent}%.`,
  uploadComplete: (count: number) => `Przesłano ${count} ${polishPlural(count, FILE_FORMS)}. Zakończono.`,
  uploadPaused: 'Wstrzymano przesyłanie.',
  uploadResumed: 'Wznowiono przesyłanie.',
  filePaused: (fileName: string) => `Wstrzymano przesyłanie pliku ${fileName}.`,
  fileResumed: (fileName: string) => `Wznowiono przesyłanie pliku ${fileName}.`,
  failedFilesSummary: (count: number) =>
    `Nie przesłano ${count} ${polishPlural(count, ['pliku', 'plików', 'plików'])}. Powód jest przy każdym pliku.`,
  uploadCancelled: 'Anulowano przesyłanie.',

  offline: 'Brak połączenia z internetem. Przesyłanie wznowisz, gdy połączenie wróci.',
  online: 'Połączenie z internetem wróciło.',
  onlineRetryHint:
    'Połączenie z internetem wróciło. Naciśnij „Ponów”, aby wysłać pliki, których nie udało się przesłać.',
} as const

// ─── Header after a run ───────────────────────────────────────────────────────
// Kept apart from `messages` above: once a run has ended, the file list's header
// says what happened, where Uppy's own header would still read "Przesyłanie 2 plików"
// (every file failed) or "0 plików wybranych".

/** How the files of an ended run finished. */
export interface RunEndCounts {
  sent: number
  failed: number
}

/** "Przesłano 2 pliki", "Nie udało się przesłać 5 plików", or both: "Przesłano 1 plik, nie udało się przesłać 1 pliku". */
export function runEndHeader({ sent, failed }: RunEndCounts): string {
  const sentPart = `Przesłano ${sent} ${polishPlural(sent, FILE_FORMS)}`
  const failedPart = `przesłać ${failed} ${polishPlural(failed, ['pliku', 'plików', 'plików'])}`
  if (failed === 0) return sentPart
  if (sent === 0) return `Nie udało się ${failedPart}`
  return `${sentPart}, nie udało się ${failedPart}`
}
