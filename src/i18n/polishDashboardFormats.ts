import type { DashboardRepair } from '../panel/repairDashboard'
import { polishUppyFormats } from './numberFormats'

/** Where Uppy's Dashboard writes sizes and times itself: each file's size, the status bar's details. */
const FORMATTED_BY_UPPY = '.uppy-Dashboard-Item-statusSize, .uppy-StatusBar-statusSecondary'

/**
 * Rewrites the sizes and times Uppy's Dashboard formats the English way
 * ("2.9 KB", "zostało 1m 05s") in Polish notation, in place in their text nodes.
 * Preact only writes a text node when its own value changes, so the rewrite
 * stays until Uppy writes a new value, which the next pass rewrites again.
 */
export const polishDashboardFormats: DashboardRepair = (root) => {
  for (const element of root.querySelectorAll(FORMATTED_BY_UPPY)) {
    const texts = root.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node as Text
      const polish = polishUppyFormats(text.data)
      if (polish !== text.data) text.data = polish
    }
  }
}
