// Selectors of the panel's own run views (./StatusBar.tsx, ./ListTitle.tsx), for tests, stories and the focus rule.

/** The list's title in its header ("2 pliki wybrane", "Przesyłanie 3 plików", "Przesłano 2 pliki"). */
export const listTitle = '.aup-listTitle'

/** The status bar, with its status as an `is-<status>` class (`is-uploading`, `is-error`…). */
export const statusBar = '.aup-statusbar'
/** The status in words with its indicator ("Przesyłanie: 40%"). */
export const statusText = '.aup-statusbar__content'
export const statusActions = '.aup-statusbar__actions'
/** The status's first line ("Przesyłanie: 40%", "Przesyłanie nie powiodło się" and its "?"). */
export const statusPrimary = '.aup-statusbar__primary-text'
/** The secondary line: files sent of the run, bytes sent, the time left. */
export const statusDetails = '.aup-statusbar__details'
/** Within it, the bytes sent and the time left: "1,2 MB z 3,4 MB · pozostały czas: 5 s". */
export const progressDetails = '.aup-statusbar__bytes'
/** The progress bar (`role="progressbar"` with `aria-valuenow`). */
export const progressBar = '.aup-statusbar__progress'
/** After a failed run, the "?" that shows in the panel why the files failed. */
export const statusErrorDetails = '.aup-statusbar__errorDetails'
/** The upload button ("Prześlij N plików"), also the one offered beside a run for files added since. */
export const uploadButton = '.aup-statusbar__upload'

type StatusBarAction = 'retry' | 'togglePauseResume' | 'cancel' | 'done'

export const statusBarAction = (action: StatusBarAction) => `.aup-statusbar [data-action="${action}"]`
