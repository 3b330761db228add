import type { Locale } from '@uppy/core/utils'
import pl_PL from '@uppy/locales/lib/pl_PL.js'
import * as messages from './messages'
import { polishPluralIndex } from './plural'

type Phrase = string | Record<'0' | '1' | '2', string>

function forms(one: string, few: string, many: string): Record<'0' | '1' | '2', string> {
  return { 0: one, 1: few, 2: many }
}

// Fixes to Uppy's Polish pack: three forms for `%{smart_count}` phrases (it has two), missing keys, awkward phrases.
const overrides: Record<string, Phrase> = {
  addBulkFilesFailed: forms(
    'Nie udało się dodać %{smart_count} pliku z powodu błędu',
    'Nie udało się dodać %{smart_count} plików z powodu błędów',
    'Nie udało się dodać %{smart_count} plików z powodu błędów',
  ),
  youCanOnlyUploadX: forms(
    'Możesz dodać najwyżej %{smart_count} plik',
    'Możesz dodać najwyżej %{smart_count} pliki',
    'Możesz dodać najwyżej %{smart_count} plików',
  ),
  folderAdded: forms(
    'Dodano %{smart_count} plik z folderu %{folder}',
    'Dodano %{smart_count} pliki z folderu %{folder}',
    'Dodano %{smart_count} plików z folderu %{folder}',
  ),
  xFilesSelected: forms(
    '%{smart_count} plik wybrany',
    '%{smart_count} pliki wybrane',
    '%{smart_count} plików wybranych',
  ),
  uploadingXFiles: forms(
    'Przesyłanie %{smart_count} pliku',
    'Przesyłanie %{smart_count} plików',
    'Przesyłanie %{smart_count} plików',
  ),
  processingXFiles: forms(
    'Przetwarzanie %{smart_count} pliku',
    'Przetwarzanie %{smart_count} plików',
    'Przetwarzanie %{smart_count} plików',
  ),
  // Joined with " · " in the status bar: "Przesłano 1 z 2 plików · 1,2 MB z 3,4 MB · pozostały czas: 5 s".
  filesUploadedOfTotal: forms(
    'Przesłano %{complete} z %{smart_count} pliku',
    'Przesłano %{complete} z %{smart_count} plików',
    'Przesłano %{complete} z %{smart_count} plików',
  ),
  dataUploadedOfTotal: '%{complete} z %{total}',
  dataUploadedOfUnknown: '%{complete}',
  // A label, so no verb has to agree with the time ("zostały 2 minuty", "została 1 godzina").
  xTimeLeft: 'pozostały czas: %{time}',
  uploadXFiles: forms(
    'Prześlij %{smart_count} plik',
    'Prześlij %{smart_count} pliki',
    'Prześlij %{smart_count} plików',
  ),
  uploadXNewFiles: forms(
    'Prześlij +%{smart_count} plik',
    'Prześlij +%{smart_count} pliki',
    'Prześlij +%{smart_count} plików',
  ),
  xMoreFilesAdded: forms(
    'dodano jeszcze %{smart_count} plik',
    'dodano jeszcze %{smart_count} pliki',
    'dodano jeszcze %{smart_count} plików',
  ),

  // Remote sources' keys (Companion, provider views, Drive picker) stay: none is installed (uppyLocale.test.ts).
  dashboardTitle: 'Przesyłanie załączników',
  dropPasteFiles: 'Przeciągnij pliki tutaj, wklej je albo %{browseFiles}',
  // The button's name is heard alone, so it says what is chosen.
  browseFiles: 'wybierz pliki z urządzenia',
  dropHint: 'Upuść, aby dodać pliki',
  exceedsSize: 'Plik „%{file}” jest za duży. Największy dozwolony rozmiar to %{size}.',
  youCanOnlyUploadFileTypes: messages.wrongType,
  noDuplicates: 'Plik „%{fileName}” jest już na liście.',
  noMoreFilesAllowed: 'Nie możesz dodać plików, dopóki trwa przesyłanie.',
  uploadStalled: 'Przesyłanie nie robi postępów od %{seconds}\u00a0s.',
  uploadFailed: messages.uploadFailed,
  failedToUpload: 'Nie udało się przesłać pliku „%{file}”',
  uploadComplete: 'Przesyłanie zakończone',
  // The retry button is named by `retryUpload`; its visible text must be part of that name.
  retry: 'Ponów',
  // The upload button for files added during an upload shows `upload`; its name is "Prześlij N plików".
  upload: 'Prześlij',
  done: 'Gotowe',
  complete: 'Przesyłanie zakończone',
  cancel: 'Anuluj',
  editFileWithFilename: 'Edytuj plik „%{file}”',
  // Per-file buttons name their file, so a list of them is not "Usuń plik, Usuń plik…".
  removeFile: 'Usuń plik „%{file}”',
  editing: 'Edycja pliku „%{file}”',
  // The file card's top-bar "Anuluj": closes the card, discarding changes.
  finishEditingFile: 'Anuluj zmiany',
  saveChanges: 'Zapisz zmiany',
}

export const uppyLocale: Locale<0 | 1 | 2> = {
  strings: { ...(pl_PL.strings as Record<string, Phrase>), ...overrides },
  pluralize: polishPluralIndex,
}
