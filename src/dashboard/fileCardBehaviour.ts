import type { PanelFile, PanelUppy } from '../core/panelTypes'
import * as markup from './dashboardMarkup'
import { fileItemSelector } from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Longer than the Dashboard's debounced focus move (`createSuperFocus`, 260 ms after its last update:
 * @uppy/dashboard 6.0.3 `lib/utils/createSuperFocus.js:45`). */
const AFTER_DASHBOARD_FOCUS_MS = 320

/** What the open card covers: out of reach for keyboard and screen readers meanwhile. (The panel's status bar is not
 * drawn while the card is open: ./coveringView.ts.) */
const BEHIND_THE_CARD = [markup.fileList, markup.listHeader, markup.progressIndicators].join(',')

/**
 * The file-edit card as a dialog should behave, which Uppy's inline Dashboard
 * does not: Escape closes it; while it is open the list behind it is inert; closing it returns focus to the edit
 * button of the file that was edited (Uppy would move it to the upload button). `repair` keeps the markup in step and
 * runs with the other repairs. Upstream: @uppy/dashboard 6.0.3 `lib/components/FileCard/index.js:77`, a plain `<div>`
 * with no key handling.
 */
export function fileCardBehaviour(root: HTMLElement, uppy: PanelUppy): { repair: DashboardRepair; stop: () => void } {
  // Between "edit complete" and the end of its slide-out animation the card is still in the DOM.
  let closing = false
  const openCard = () => (closing ? null : root.querySelector(markup.fileCard))

  const repair: DashboardRepair = () => {
    const card = openCard()
    for (const element of root.querySelectorAll<HTMLElement>(BEHIND_THE_CARD)) {
      if (element.inert !== !!card) element.inert = !!card
    }
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const card = openCard()
    // Focus moves into the card a moment after it opens (and leaves the inert list for the
    // page body meanwhile): Escape in the panel or on the bare page closes this panel's card.
    const focus = root.ownerDocument.activeElement
    if (!card || !(root.contains(focus) || focus === root.ownerDocument.body)) return
    event.preventDefault()
    card.querySelector<HTMLButtonElement>(markup.fileCardCancel)?.click()
  }

  const pendingFocus = new Set<ReturnType<typeof setTimeout>>()
  // A member who types or clicks after the card closed moves focus where they want it: not undone.
  let lastUserInput = 0
  const noteUserInput = () => {
    lastUserInput = performance.now()
  }
  // Uppy's card saves the name its last render knew, and re-subscribes to the form's submit only after
  // a frame: a name typed and saved within one frame lost its last characters. The field's value wins.
  // Upstream: @uppy/dashboard 6.0.3 `lib/components/FileCard/index.js:25` and `:46`; its canary is the contract
  // test "fileNameInput (fileCardBehaviour.ts)", which fails once Uppy saves what was typed.
  let nameAtSave: string | undefined
  const noteNameAtSave = (event: Event) => {
    const field = root.querySelector<HTMLInputElement>(markup.fileNameInput)
    if (field?.form === event.target) nameAtSave = field.value
  }
  const returnFocus = (file: PanelFile | undefined) => {
    if (nameAtSave !== undefined && file && file.meta.name !== nameAtSave)
      uppy.setFileMeta(file.id, { name: nameAtSave })
    nameAtSave = undefined
    if (!file) return
    const closedAt = performance.now()
    closing = true
    repair(root)
    for (const timer of pendingFocus) clearTimeout(timer)
    pendingFocus.clear()
    const editButton = () =>
      root.querySelector(fileItemSelector(file.id))?.querySelector<HTMLElement>(markup.fileEditButton)
    // At once, after the Dashboard re-rendered the list; and again after the Dashboard's own
    // debounced focus move (260 ms after its last update), which can take it to another control.
    for (const delay of [0, AFTER_DASHBOARD_FOCUS_MS]) {
      const timer = setTimeout(() => {
        pendingFocus.delete(timer)
        const target = editButton()
        const { activeElement, body } = root.ownerDocument
        const focusIsOurs = activeElement === body || (activeElement !== null && root.contains(activeElement))
        if (target && activeElement !== target && focusIsOurs && lastUserInput <= closedAt) target.focus()
      }, delay)
      pendingFocus.add(timer)
    }
  }
  const cardOpened = () => {
    closing = false
  }

  root.ownerDocument.addEventListener('keydown', closeOnEscape)
  root.ownerDocument.addEventListener('submit', noteNameAtSave, true)
  for (const type of ['keydown', 'pointerdown']) root.ownerDocument.addEventListener(type, noteUserInput, true)
  uppy.on('dashboard:file-edit-start', cardOpened)
  uppy.on('dashboard:file-edit-complete', returnFocus)
  return {
    repair,
    stop() {
      uppy.off('dashboard:file-edit-start', cardOpened)
      uppy.off('dashboard:file-edit-complete', returnFocus)
      for (const timer of pendingFocus) clearTimeout(timer)
      root.ownerDocument.removeEventListener('keydown', closeOnEscape)
      root.ownerDocument.removeEventListener('submit', noteNameAtSave, true)
      for (const type of ['keydown', 'pointerdown']) root.ownerDocument.removeEventListener(type, noteUserInput, true)
    },
  }
}
