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

/** Sizes in Polish notation: @uppy/dashboard 6.0.3 `lib/components/FileItem/FileInfo/index.js:33` uses `prettierBytes`,
 * which has no locale. Preact writes text only on a new value, so a rewrite stays; a run's changes write no sizes. */
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
