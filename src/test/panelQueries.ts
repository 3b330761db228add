/**
 * Reads what the panel shows, for browser tests and story play functions
 * alike. Dashboard parts are found through the adapter's `dashboardMarkup` module, so
 * the tests make no assumption about Uppy's markup that the contract test does not check.
 */

import * as markup from './selectors'

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent ?? '')

/** The file input behind "wybierz pliki z urządzenia" (or behind "add more" once files are listed), if rendered. */
export const queryFileInput = (root: ParentNode) => root.querySelector<HTMLInputElement>(markup.fileInput)

/** The "add more files" button shown in the list header once files are listed. */
export const queryAddMore = (root: ParentNode) => root.querySelector<HTMLElement>(markup.addMore)

/** The status bar, once files are listed. */
export const queryStatusBar = (root: ParentNode) => root.querySelector<HTMLElement>(markup.statusBar)

/** Texts of the panel's visible notices, oldest first. */
export const noticeTexts = (root: ParentNode) => texts(root.querySelectorAll(markup.noticeText))

/** The banner above the drop area (no token, no places left), when shown. */
export const queryBanner = (root: ParentNode) => root.querySelector<HTMLElement>('.aup-banner:not([hidden])')

/** Names of the listed files, in full (the list shortens long ones on screen and keeps them in `title`). */
export const listedNames = (root: ParentNode) =>
  [...root.querySelectorAll(markup.fileName)].map((element) => element.getAttribute('title'))

/** The list entries. */
export const fileItems = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(markup.fileItem)]

/** The list entry of the file named `name`, if listed. */
export const queryFileItem = (root: ParentNode, name: string) =>
  fileItems(root).find((item) => item.querySelector(markup.fileName)?.getAttribute('title') === name) ?? null

/** The list entries showing an upload error. */
export const failedFileItems = (root: ParentNode) => [...root.querySelectorAll(markup.failedFileItem)]

/** Texts of the file errors in the list (Uppy renders each as the name of a "?" button). */
export const fileErrors = (root: ParentNode) =>
  [...root.querySelectorAll(markup.fileErrorDetails)].map((element) => element.getAttribute('aria-label'))

/** The reason written in a failed file's row, if it shows one. */
export const queryFailureReason = (item: ParentNode) => item.querySelector<HTMLElement>(markup.failureReason)

/** The sizes shown next to the listed files. */
export const sizeTexts = (root: ParentNode) => texts(root.querySelectorAll(markup.fileSize))
