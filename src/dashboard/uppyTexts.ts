import { polishUppyFormats } from '../i18n/numberFormats'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/**
 * Where the Dashboard writes sizes itself (each file's size). Not in file names: "raport 2.9 KB.pdf" is a
 * name, not a size (where a name may break is ./longNames.ts's).
 */
const SIZES = markup.fileSize

function rewriteText(text: Text): void {
  const polished = polishUppyFormats(text.data)
  if (polished !== text.data) text.data = polished
}

function rewriteTextsIn(element: Element): void {
  const texts = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = texts.nextNode(); node; node = texts.nextNode()) rewriteText(node as Text)
}

/** A node the Dashboard wrote: its texts inside a place Uppy writes sizes, and such places inside it. */
function rewriteWritten(node: Node): void {
  // Node types, not `instanceof`: the panel may live in another window's document (an iframe).
  if (node.nodeType === Node.TEXT_NODE) {
    if (node.parentElement?.closest(SIZES)) rewriteText(node as Text)
  } else if (node.nodeType === Node.ELEMENT_NODE) {
    const element = node as Element
    if (element.closest(SIZES)) rewriteTextsIn(element)
    else for (const formatted of element.querySelectorAll(SIZES)) rewriteTextsIn(formatted)
  }
}

/**
 * A name Uppy has written into Preact's text node of a file's name element, which ./longNames.ts empties and
 * follows with the name's pieces and their <wbr>s: those are the name before's, and go at once, so that the
 * element's text is the new name for whoever reads it before the next frame, when longNames breaks it again.
 */
function dropNameBefore(text: Node): void {
  if (text.textContent && !text.previousSibling && text.parentElement?.matches(markup.fileName))
    while (text.nextSibling) text.nextSibling.remove()
}

/**
 * Rewrites the sizes the Dashboard formats the English way
 * ("2.9 KB") in Polish notation, in place in their text nodes, and drops
 * the rest of a file name that Uppy has written over (dropNameBefore).
 * Preact only writes a text node when its own value changes, so the rewrite
 * stays until Uppy writes a new value, which the next pass rewrites again.
 * Given the Dashboard's changes, it looks only at what they wrote: during an
 * upload the list's progress changes many times a second, the listed sizes do not.
 * Upstream: @uppy/dashboard 6.0.3 `lib/components/FileItem/FileInfo/index.js:33` formats with `prettierBytes`,
 * which has no locale.
 */
export const rewriteUppyTexts: DashboardRepair = (root, changes) => {
  if (!changes) {
    for (const element of root.querySelectorAll(SIZES)) rewriteTextsIn(element)
    return
  }
  for (const change of changes) {
    if (change.type === 'characterData') {
      rewriteWritten(change.target)
      dropNameBefore(change.target)
    } else for (const node of change.addedNodes) rewriteWritten(node)
  }
}
