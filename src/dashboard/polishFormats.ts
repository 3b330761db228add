import { polishUppyFormats } from '../i18n/numberFormats'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Where the Dashboard writes sizes and times itself: each file's size, the status bar's details. */
const FORMATTED_BY_UPPY = `${markup.fileSize}, ${markup.statusDetails}`

/**
 * Rewrites the sizes and times the Dashboard formats the English way
 * ("2.9 KB", "1m 05s") in Polish notation, in place in their text nodes.
 * Preact only writes a text node when its own value changes, so the rewrite
 * stays until Uppy writes a new value, which the next pass rewrites again.
 */
export const polishFormats: DashboardRepair = (root) => {
  for (const element of root.querySelectorAll(FORMATTED_BY_UPPY)) {
    const texts = root.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node as Text
      const polish = polishUppyFormats(text.data)
      if (polish !== text.data) text.data = polish
    }
  }
}
