import { FILE_TYPE_LABELS } from './fileTypes'
import { polishPlural } from './plural'

// The panel's texts (Uppy's: `uppyLocale.ts`): a *plik* is listed, a *załącznik* saved; *dodane* to the list,
// *przesłane* to the server; Ponów, Anuluj, Wstrzymaj, Wznów; names in „…”; never say try again twice or offer a retry
// that cannot work. One export per text (`import * as messages`): minifiers shorten export names, not object keys.

const FILE_FORMS = ['plik', 'pliki', 'plików'] as const
const FILE_GENITIVE_FORMS = ['pliku', 'plików', 'plików'] as const
const SECOND_FORMS = ['sekundę', 'sekundy', 'sekund'] as const

/** "3 pliki", "1 plik": nominative/accusative. */
const files = (count: number) => `${count} ${polishPlural(count, FILE_FORMS)}`

/** "30 sekund", "2 minut": a duration after "w ciągu" (genitive), in whole minutes when it is one. */
function durationInGenitive(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60
    return `${minutes} ${polishPlural(minutes, ['minuty', 'minut', 'minut'])}`
  }
  return `${seconds} ${polishPlural(seconds, ['sekundy', 'sekund', 'sekund'])}`
}

const allowedTypesLabel = new Intl.ListFormat('pl', { type: 'disjunction' }).format(Object.values(FILE_TYPE_LABELS))

export interface RunEndCounts {
  sent: number
  failed: number
}

export const panelLabel = 'Dodawanie załączników'
export const note = 'Tylko zdjęcia i PDF.'
export const closeNotice = 'Zamknij komunikat'
/** Under a notice cut after a few lines (a long server message). */
export const wholeMessageInDetails = 'Całą treść pokazuje przycisk „?” przy pliku.'
export const fileNameField = 'Nazwa pliku'
export const fileNamePlaceholder = 'np. umowa.pdf'
export const fileNameRequired = 'Podaj nazwę pliku: nie może być pusta.'

/** Instead of the time left once every byte is out and the server has not answered (progress stands at 100 %). */
export const waitingForServer = 'czekamy na odpowiedź serwera'
/** The generic status of a run that failed (the specification's "Upload failed"). */
export const uploadFailed = 'Przesyłanie nie powiodło się'
export const uploadFailedForFile = (fileName: string, reason: string) =>
  `Nie udało się przesłać pliku „${fileName}”. ${reason}`
export const retryLater = 'Spróbuj ponownie za chwilę.'
/** The reason in a file's row when the server failed without saying why (5xx, 408, 429 after the retries). */
export const failedTryLater = 'Przesyłanie nie powiodło się. Spróbuj ponownie za chwilę.'
export const networkError = 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.'
export const unauthorized = 'Sesja wygasła. Zaloguj się, a potem ponów przesyłanie.'
export const forbidden = 'Nie masz uprawnień do dodawania załączników.'
export const tooLargeForServer = 'Serwer nie przyjmuje tak dużych plików. Zmniejsz plik lub wybierz inny.'
export const refusedByServer = 'Serwer nie przyjął tego pliku. Usuń go z listy lub wybierz inny plik.'
export const stalled = (seconds: number) =>
  `Przesyłanie nie robiło postępów przez ${seconds} ${polishPlural(seconds, SECOND_FORMS)}, więc zostało przerwane. Spróbuj ponownie.`
export const unanswered = (seconds: number) =>
  `Serwer nie odpowiedział w ciągu ${durationInGenitive(seconds)}. Plik mógł już zostać zapisany: sprawdź swoje załączniki, zanim prześlesz go ponownie.`
export const serverBusy = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `Serwer jest teraz przeciążony. Spróbuj ponownie za ${minutes} ${polishPlural(minutes, ['minutę', 'minuty', 'minut'])}.`
}
export const invalidToken = 'Dane logowania są nieprawidłowe. Odśwież stronę i zaloguj się.'
export const unreadableFile = (fileName: string) =>
  `Nie można odczytać pliku „${fileName}”. Mógł zostać usunięty lub zmieniony po wybraniu: dodaj go ponownie.`
export const processingFailed = (count: number) =>
  count === 1
    ? 'Nie udało się przygotować pliku do przesłania. Spróbuj ponownie.'
    : `Nie udało się przygotować ${count} ${polishPlural(count, FILE_GENITIVE_FORMS)} do przesłania. Spróbuj ponownie.`
export const failedFilesSummary = (count: number) =>
  `Nie udało się przesłać ${count} ${polishPlural(count, FILE_GENITIVE_FORMS)}. Powód jest przy każdym pliku.`

export const noToken = 'Zaloguj się, aby przesyłać pliki.'
export const settingsLoading = 'Wczytywanie ustawień załączników…'
export const settingsUnavailable =
  'Dodawanie załączników jest chwilowo niedostępne. Odśwież stronę lub spróbuj później.'
export const noPlacesLeft = (maxFiles: number) =>
  `Osiągnięto limit ${maxFiles} ${polishPlural(maxFiles, ['załącznika', 'załączników', 'załączników'])}. Usuń któryś z nich, aby dodać nowy.`
/** The whole selection refused: it does not fit the places left. */
export const tooManyFiles = (placesLeft: number) =>
  placesLeft <= 0
    ? 'Nie dodano wybranych plików: osiągnięto limit załączników.'
    : `Nie dodano wybranych plików: możesz dodać jeszcze najwyżej ${files(placesLeft)}. Wybierz mniej plików.`
export const tooManyToSend = (placesLeft: number, toRemove: number) =>
  placesLeft <= 0
    ? `Nie możesz przesłać więcej plików: osiągnięto limit załączników. Usuń z listy ${files(toRemove)}.`
    : `Możesz przesłać jeszcze ${files(placesLeft)}. Usuń z listy ${files(toRemove)}, aby przesłać pozostałe.`

export const wrongType = `Możesz dodać tylko pliki ${allowedTypesLabel}.`
export const emptyFile = (fileName: string) => `Plik „${fileName}” jest pusty. Wybierz plik z zawartością.`
export const contentMismatch = (fileName: string) =>
  `Zawartość pliku „${fileName}” nie zgadza się z jego rozszerzeniem. Dodaj zdjęcie lub dokument zapisany jako ${allowedTypesLabel}.`
export const heicPhoto = (fileName: string) =>
  `Zdjęcie „${fileName}” jest w formacie HEIC, którego nie można wysłać. Zapisz je jako JPEG albo dodaj je prosto z telefonu: iPhone wyśle je wtedy jako JPEG. Możesz dodać pliki ${allowedTypesLabel}.`
export const moreRejected = (count: number) =>
  `Nie dodano też ${count} ${polishPlural(count, ['innego pliku', 'innych plików', 'innych plików'])}.`

// Spoken to screen readers (the live region), not shown.
export const filesAdded = (names: readonly string[]) =>
  names.length === 1 ? `Dodano plik „${names[0]}”.` : `Dodano ${files(names.length)}.`
export const uploadStarted = (count: number) =>
  `Rozpoczęto przesyłanie ${count} ${polishPlural(count, FILE_GENITIVE_FORMS)}.`
export const uploadProgress = (percent: number) => `Przesłano ${percent}%.`
export const uploadComplete = (count: number) => `Przesyłanie zakończone. Przesłano ${files(count)}.`
export const uploadPaused = 'Wstrzymano przesyłanie.'
export const uploadResumed = 'Wznowiono przesyłanie.'
export const filePaused = (fileName: string) => `Wstrzymano przesyłanie pliku „${fileName}”.`
export const fileResumed = (fileName: string) => `Wznowiono przesyłanie pliku „${fileName}”.`
export const uploadCancelled = 'Anulowano przesyłanie.'

/** After a run, with files added since: how it ended, then what waits ("Przesłano 2 pliki, 1 plik wybrany"). */
export const runEndWithWaitingHeader = (ended: RunEndCounts, waitingText: string) =>
  `${runEndHeader(ended)}, ${waitingText}`

/** The list header after a run, where Uppy's would read "Przesyłanie 2 plików" (all failed) or "0 plików wybranych". */
export const runEndHeader = ({ sent, failed }: RunEndCounts) => {
  const failedPart = `przesłać ${failed} ${polishPlural(failed, FILE_GENITIVE_FORMS)}`
  if (failed === 0) return `Przesłano ${files(sent)}`
  if (sent === 0) return `Nie udało się ${failedPart}`
  return `Przesłano ${files(sent)}, nie udało się ${failedPart}`
}

export const offline = 'Brak połączenia z internetem. Przesyłanie wznowisz, gdy połączenie wróci.'
export const online = 'Połączenie z internetem wróciło.'
export const onlineRetryHint = 'Połączenie z internetem wróciło. Naciśnij „Ponów”, aby przesłać nieprzesłane pliki.'
/** With files added since, "Ponów" reads "Prześlij N plików" (status/StatusBarActions.tsx). */
export const onlineSendHint = 'Połączenie z internetem wróciło. Naciśnij „Prześlij”, aby przesłać nieprzesłane pliki.'

// The form the panel is in, stopped from being sent while files wait or are sent (../form/FormFields.tsx).
export const formFilesWaiting = 'Prześlij albo usuń pliki dodane do załączników.'
export const formFilesSending = 'Poczekaj, aż pliki zostaną przesłane.'
