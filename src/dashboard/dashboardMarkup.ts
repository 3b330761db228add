// Repairs, tests and stories find Dashboard elements only through these, checked against the installed Dashboard by
// `dashboardContract.browser.test.tsx`, so an upgrade fails by name. One export each: a minifier drops the unused ones.

/** Not markup: the id the panel gives the Dashboard plugin, to find the plugin and its `update(state)`. */
export const pluginId = 'Dashboard'

/** The Dashboard's root; carries `aria-label` without a role, and `themeAttribute`. */
export const root = '.uppy-Dashboard'
/** The root's attribute with the Dashboard's theme, `light` or `dark` (`auto` follows the system), for ./a11y.css. */
export const themeAttribute = 'data-uppy-theme'
/** On the root above `mediumWidthPx`: the header is 50 px tall (40 px below), and the rows lie in a grid. */
export const mediumSize = '.uppy-size--md'
/** Not markup: the width in px above which the Dashboard is of the medium size (its `WIDTH_MD`). */
export const mediumWidthPx = 576
/** On the root while it takes no files (the panel's `disabled`: no places left, no token). */
export const disabledRoot = '.uppy-Dashboard--isDisabled'
/** On the root while files are dragged over it. */
export const draggingOver = '.uppy-Dashboard--isDraggingOver'
/** "Upuść pliki tutaj", shown over the Dashboard while files are dragged over it. */
export const dropHint = '.uppy-Dashboard-dropFilesHereHint'
/** Uppy's reset of its own buttons and inputs, which takes their focus outline away (../styles.css draws one). */
export const buttonReset = '.uppy-u-reset'
/** Present once the Dashboard has measured its container and shows its insides. */
export const shown = '.uppy-Dashboard--isInnerWrapVisible'
/** The box the panel caps at 500 px (the drop area or the list, with the status bar). */
export const inner = '.uppy-Dashboard-inner'
/** What `inner` holds inside its border: the list's header, the list, the panels over it; its corners (./brand.css). */
export const innerWrap = '.uppy-Dashboard-innerWrap'
/** The empty drop area with its invitation, browse button and note. */
export const addFilesArea = '.uppy-Dashboard-AddFiles'
/** The drop area's invitation ("Upuść pliki tutaj lub …"), which holds `browseButton`; black text (./brand.css). */
export const addFilesTitle = '.uppy-Dashboard-AddFiles-title'
/** "wybierz pliki z urządzenia", the browse button inside the invitation. */
export const browseButton = '.uppy-Dashboard-browse'
/** The hidden file input behind "wybierz pliki z urządzenia" (and behind "add more" once files are listed). */
export const fileInput = 'input.uppy-Dashboard-input[type="file"]'
/** The "add more files" button in the list header. */
export const addMore = '.uppy-DashboardContent-addMore'
/** The "add more" panel, which covers the list once `addMore` is pressed (`showAddFilesPanel`). */
export const addFilesPanel = '.uppy-Dashboard-AddFilesPanel'
/** The note under the drop area. */
export const note = '.uppy-Dashboard-note'
/** Source list rendered as `role="tablist"` even with no remote source. */
export const sourceList = '[role="tablist"]'
/** The file list; without `role="list"` when it holds exactly one file. */
export const fileList = '.uppy-Dashboard-files'
/** One listed file (`id="uppy_<file id>"`, `role="listitem"`). */
export const fileItem = '.uppy-Dashboard-Item'
/** A listed file that was sent; its progress button holds a check mark on a circle filled green (./brand.css). */
export const sentFileItem = '.uppy-Dashboard-Item.is-complete'
/** A listed file that failed. */
export const failedFileItem = '.uppy-Dashboard-Item.is-error'
/** A listed file drawn as being prepared or sent: its preview dimmed under the progress button. */
export const inProgressFileItem = '.uppy-Dashboard-Item.is-inprogress'
/** The file's name; `title` keeps the full name when the text is shortened. */
export const fileName = '.uppy-Dashboard-Item-name'
/** A file's preview image, once drawn. */
export const filePreviewImage = '.uppy-Dashboard-Item-previewImg'
/** A row's preview area: its picture or icon, the veil while the file is sent or failed, and its progress over them. */
export const filePreview = '.uppy-Dashboard-Item-preview'
/** The file's size, formatted by Uppy the English way ("2.9 KB"). */
export const fileSize = '.uppy-Dashboard-Item-statusSize'
/** The file's name and size, under its preview (grid) or beside it (list). */
export const fileInfo = '.uppy-Dashboard-Item-fileInfo'
/** The box around `fileInfo` and the row's buttons. */
export const fileInfoAndButtons = '.uppy-Dashboard-Item-fileInfoAndButtons'
/** The line under the file's name, with its size (`fileSize`). */
export const fileStatus = '.uppy-Dashboard-Item-status'
/** The row's own buttons beside its name ("Edytuj", "Usuń"), held by `fileActions`. */
export const fileAction = '.uppy-Dashboard-Item-action'
/** What holds a row's `fileAction`s. */
export const fileActions = '.uppy-Dashboard-Item-actionWrapper'
/** The file's remove button, named "Usuń plik „…”". */
export const fileRemoveButton = '.uppy-Dashboard-Item-action--remove'
/** The box over the file's preview that holds its progress, once the file is sent. */
export const fileProgress = '.uppy-Dashboard-Item-progress'
/** The file's progress button (pause, resume, retry), named only by its action. */
export const fileProgressButton = '.uppy-Dashboard-Item-progressIndicator'
/** In `fileProgressButton` while the file is sent, the circle drawn as far as it got. */
export const fileProgressCircle = '.uppy-Dashboard-Item-progressIcon--progress'
/** The "?" button whose `aria-label` is the file's error. */
export const fileErrorDetails = '.uppy-Dashboard-Item-errorDetails'
/** The file's edit button, which opens the file card. */
export const fileEditButton = '.uppy-Dashboard-Item-action--edit'
/** The file-edit card, while it is open (and during its slide-out). */
export const fileCard = '.uppy-Dashboard-FileCard'
/** The id the card's label points at (Uppy's prefix, then the field's id), which ./fileNameField.ts gives its field. */
export const fileNameInputId = 'uppy-Dashboard-FileCard-input-name'
/** The file card's save button, Uppy's primary button: its background is `--uppy-color-primary` (./brand.css). */
export const primaryButton = '.uppy-c-btn-primary'
/** The file card's name field. */
export const fileNameInput = `#${fileNameInputId}`
/** The attribute that makes a control the one the Dashboard focuses when its panel opens (the card's name field). */
export const superFocusable = 'data-uppy-super-focusable'
/** The card's own buttons under its form: "Zapisz zmiany" (its submit button), then "Anuluj". */
export const fileCardActions = '.uppy-Dashboard-FileCard-actions'
/** The card's cancel button ("back"), which closes it without saving. */
export const fileCardCancel = '.uppy-DashboardContent-back'
/** The title of a view that covers the list (the card, "add more"), a heading. */
export const viewHeading = '.uppy-DashboardContent-title[role="heading"]'
/** The list header bar (the card and "add more" have bars of their own, inside them). */
export const listHeader = '.uppy-Dashboard-innerWrap > .uppy-DashboardContent-bar'
/** Uppy's title of the list header, hidden: the panel draws its own (../status/ListTitle.tsx). */
export const uppyListTitle = `${listHeader} > .uppy-DashboardContent-title`
/** The progress indicators area under the list. */
export const progressIndicators = '.uppy-Dashboard-progressindicators'

/** Not markup: the plugin's private state the panel reads (`containerWidth` in px), each field in a contract test. */
export interface DashboardPluginState {
  containerWidth?: number
  fileCardFor?: string | null
  showAddFilesPanel?: boolean
}

/** The Dashboard plugin's own state in Uppy's state, where the plugin with the id `pluginId` keeps it. */
export function dashboardPluginState(state: { plugins: Record<string, unknown> }): DashboardPluginState {
  return (state.plugins[pluginId] ?? {}) as DashboardPluginState
}

/** The list entry of the file with this Uppy id. */
export function fileItemSelector(fileId: string): string {
  return `[id="uppy_${CSS.escape(fileId)}"]`
}

/** The Uppy id of the file a list entry shows (its element id is `uppy_<file id>`). */
export function fileIdOfItem(item: Element): string {
  return item.id.replace(/^uppy_/, '')
}
