import { polishUppyFormats } from '../i18n/numberFormats'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Where the Dashboard writes sizes itself. Not file names: "raport 2.9 KB.pdf" is a name, not a size. */
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
 * Rewrites the sizes the Dashboard formats the English way ("2.9 KB") in Polish notation, in place in their text
 * nodes: @uppy/dashboard 6.0.3 `lib/components/FileItem/FileInfo/index.js:33` formats with `prettierBytes`, which has
 * no locale. Preact writes a text node only when its own value changes, so a rewrite stays until Uppy writes a new
 * value. Looks only at what the Dashboard's changes wrote: during a run the progress changes, the sizes do not.
 */
export const rewriteSizes: DashboardRepair = (root, changes) => {
  if (!changes) {
    for (const element of root.querySelectorAll(SIZES)) rewriteTextsIn(element)
    return
  }
  for (const change of changes) {
    if (change.type === 'characterData') rewriteWritten(change.target)
    else for (const node of change.addedNodes) rewriteWritten(node)
  }
}
