/**
 * Every selector the tests, stories and bench use: Uppy's Dashboard markup (../dashboard/dashboardMarkup.ts,
 * checked against the installed Dashboard by its contract test) and the panel's own parts: status bar and list
 * title (../status/runViewParts.ts), notices, a failed file's reason, a photo's preparation note. Imported as `import * as markup`.
 */
import { fileCardCancel, listHeader } from '../dashboard/dashboardMarkup'

export * from '../dashboard/dashboardMarkup'
export * from '../dashboard/failureReasonParts'
export * from '../dashboard/preparationNoteParts'
export * from '../feedback/noticeParts'
export * from '../status/runViewParts'

/** On the Dashboard's root while one file alone fills the list (Uppy's `singleFileFullScreen`, on a tall enough Dashboard). */
export const singleFile = '.uppy-Dashboard--singleFile'

/** A file's preview box (the image or the file-type icon). */
export const filePreview = '.uppy-Dashboard-Item-preview'

/** An element Uppy's `Slide` is moving in or out: the file card fades in from opacity 0.01 over 250 ms. */
export const inTransition = '[class*="uppy-transition-"]'

/** A Dashboard opened as a modal (the panel's is always inline). */
export const modalDashboard = '.uppy-Dashboard--modal'

/** The list header's "Anuluj" (Uppy's `cancelAll`): the same button class as the file card's back button. */
export const listCancel = `${listHeader} ${fileCardCancel}`

/**
 * Plain Uppy's status bar upload button ("Prześlij N plików"): the bench's baseline, a Dashboard without the panel,
 * still draws Uppy's status bar.
 */
export const plainUppyUploadButton = '.uppy-StatusBar-actionBtn--upload'

/** Plain Uppy's "Gotowe" after a run, which empties the list (the panel's is `statusBarAction('done')`). */
export const plainUppyDoneButton = '.uppy-StatusBar-actionBtn--done'
