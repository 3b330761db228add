import { polishUppyFormats } from '../i18n/numberFormats'
import * as markup from './dashboardMarkup'
import { breakableName } from './nameBreaks'
import type { DashboardRepair } from './observeDashboard'

/** Where the Dashboard writes sizes itself (each file's size), and file names. */
const SIZES = markup.fileSize
const FORMATTED_BY_UPPY = `${SIZES}, ${markup.fileName}`

function rewriteText(text: Text): void {
  // Sizes in Polish notation; a name only gets its line breaks ("raport 2.9 KB.pdf" is a name, not a size).
  const rewritten = text.parentElement?.closest(SIZES) ? polishUppyFormats(text.data) : breakableName(text.data)
  if (rewritten !== text.data) text.data = rewritten
}

function rewriteTextsIn(element: Element): void {
  const texts = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = texts.nextNode(); node; node = texts.nextNode()) rewriteText(node as Text)
}

/** A node the Dashboard wrote: its texts inside a place Uppy formats, and such places inside it. */
function rewriteWritten(node: Node): void {
  // Node types, not `instanceof`: the panel may live in another window's document (an iframe).
  if (node.nodeType === Node.TEXT_NODE) {
    if (node.parentElement?.closest(FORMATTED_BY_UPPY)) rewriteText(node as Text)
  } else if (node.nodeType === Node.ELEMENT_NODE) {
    const element = node as Element
    if (element.closest(FORMATTED_BY_UPPY)) rewriteTextsIn(element)
    else for (const formatted of element.querySelectorAll(FORMATTED_BY_UPPY)) rewriteTextsIn(formatted)
  }
}

/**
 * Rewrites the sizes the Dashboard formats the English way
 * ("2.9 KB") in Polish notation, and lets file names break between words
 * (./nameBreaks.ts), in place in their text nodes.
 * Preact only writes a text node when its own value changes, so the rewrite
 * stays until Uppy writes a new value, which the next pass rewrites again.
 * Given the Dashboard's changes, it looks only at what they wrote: during an
 * upload the list's progress changes many times a second, the listed sizes do not.
 */
export const rewriteUppyTexts: DashboardRepair = (root, changes) => {
  if (!changes) {
    for (const element of root.querySelectorAll(FORMATTED_BY_UPPY)) rewriteTextsIn(element)
    return
  }
  for (const change of changes) {
    if (change.type === 'characterData') rewriteWritten(change.target)
    else for (const node of change.addedNodes) rewriteWritten(node)
  }
}
