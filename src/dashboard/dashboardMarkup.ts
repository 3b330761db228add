/**
 * Every part of Uppy's Dashboard markup the panel relies on, by name. The
 * adapter's repairs, the tests and the stories find Dashboard elements only
 * through these; `dashboardContract.browser.test.tsx` checks each against the
 * installed Dashboard, so an Uppy upgrade that changes one fails by its name.
 *
 * One export each, imported as `import * as markup`: a host's minifier then shortens
 * their names and leaves out the parts only the tests and stories look for.
 */

/** Not markup: the id the panel gives the Dashboard plugin, to find the plugin and its `update(state)`. */
export const pluginId = 'Dashboard'

/** The Dashboard's root; carries `aria-label` without a role, and `data-uppy-theme`. */
export const root = '.uppy-Dashboard'
/** Present once the Dashboard has measured its container and shows its insides. */
export const shown = '.uppy-Dashboard--isInnerWrapVisible'
/** The box the panel caps at 500 px (the drop area or the list, with the status bar). */
export const inner = '.uppy-Dashboard-inner'
/** The empty drop area with its invitation, browse button and note. */
export const addFilesArea = '.uppy-Dashboard-AddFiles'
/** "wybierz pliki z urządzenia", the browse button inside the invitation. */
export const browseButton = '.uppy-Dashboard-browse'
/** A remote-source tab (the panel offers none). */
export const sourceTab = '.uppy-DashboardTab'
/** The hidden file input behind "wybierz pliki z urządzenia" (and behind "add more" once files are listed). */
export const fileInput = 'input.uppy-Dashboard-input[type="file"]'
/** The "add more files" button in the list header. */
export const addMore = '.uppy-DashboardContent-addMore'
/** The note under the drop area. */
export const note = '.uppy-Dashboard-note'
/** Source list rendered as `role="tablist"` even with no remote source. */
export const sourceList = '[role="tablist"]'
/** The file list; without `role="list"` when it holds exactly one file. */
export const fileList = '.uppy-Dashboard-files'
/** One listed file (`id="uppy_<file id>"`, `role="listitem"`). */
export const fileItem = '.uppy-Dashboard-Item'
/** A listed file that failed. */
export const failedFileItem = '.uppy-Dashboard-Item.is-error'
/** The file's name; `title` keeps the full name when the text is shortened. */
export const fileName = '.uppy-Dashboard-Item-name'
/** A file's preview image, once drawn. */
export const filePreviewImage = '.uppy-Dashboard-Item-previewImg'
/** The file's size, formatted by Uppy the English way ("2.9 KB"). */
export const fileSize = '.uppy-Dashboard-Item-statusSize'
/** The file's name and size, under its preview (grid) or beside it (list). */
export const fileInfo = '.uppy-Dashboard-Item-fileInfo'
/** The file's remove button, named "Usuń plik „…”". */
export const fileRemoveButton = '.uppy-Dashboard-Item-action--remove'
/** The file's progress button (pause, resume, retry), named only by its action. */
export const fileProgressButton = '.uppy-Dashboard-Item-progressIndicator'
/** The "?" button whose `aria-label` is the file's error. */
export const fileErrorDetails = '.uppy-Dashboard-Item-errorDetails'
/** The file's edit button, which opens the file card. */
export const fileEditButton = '.uppy-Dashboard-Item-action--edit'
/** The file-edit card, while it is open (and during its slide-out). */
export const fileCard = '.uppy-Dashboard-FileCard'
/** The file card's name field (its id is set by ./fileNameField.ts). */
export const fileNameInput = '#uppy-Dashboard-FileCard-input-name'
/** The card's cancel button ("back"), which closes it without saving. */
export const fileCardCancel = '.uppy-DashboardContent-back'
/** The card's heading, an element with `role="heading"`. */
export const fileCardHeading = '[role="heading"]'
/** The list header bar, which the card has its own copy of. */
export const listHeader = '.uppy-DashboardContent-bar:not(.uppy-Dashboard-FileCard *)'
/** Uppy's title of the list header, hidden: the panel draws its own (../status/ListTitle.tsx). */
export const uppyListTitle = '.uppy-DashboardContent-title:not(.uppy-Dashboard-FileCard *)'
/** The progress indicators area under the list. */
export const progressIndicators = '.uppy-Dashboard-progressindicators'

/** The list entry of the file with this Uppy id. */
export function fileItemSelector(fileId: string): string {
  return `[id="uppy_${CSS.escape(fileId)}"]`
}

/** The Uppy id of the file a list entry shows (its element id is `uppy_<file id>`). */
export function fileIdOfItem(item: Element): string {
  return item.id.replace(/^uppy_/, '')
}
