import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import * as markup from './dashboardMarkup'
import { FAILURE_REASON_CLASS, failureReason } from './failureReasonParts'
import type { DashboardRepair } from './observeDashboard'

let reasonCount = 0

function setAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name)
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/** A row's buttons that act on its failure (retry, remove), described by the reason: a keyboard user hears it there. */
const ACTIONS = `${markup.fileProgressButton}, ${markup.fileRemoveButton}`

const LEFTOVERS = `${failureReason}, [data-failure-remedy], [aria-describedby^="aup-reason-"]`

/** A failed file says why in its row, as text (never HTML), while it stays failed (a retry clears it); its row's
 * `data-failure-remedy` (failureReasons.css): a file the server refused offers removal, no retry of the same bytes. */
export function failureReasons(uppy: PanelUppy, remedyOf: (fileId: string) => FailureRemedy): DashboardRepair {
  return (root) => {
    // Nothing failed (drawn or not) nor left of a failure: no row to visit (it runs each frame of 500 files' previews).
    if (!uppy.getFiles().some((file) => file.error) && !root.querySelector(LEFTOVERS)) return
    const document = root.ownerDocument
    for (const item of root.querySelectorAll<HTMLElement>(markup.fileItem)) {
      const fileId = markup.fileIdOfItem(item)
      const reason = uppy.getFile(fileId)?.error ?? null
      let text = item.querySelector<HTMLElement>(failureReason)
      const info = item.querySelector(markup.fileInfo)
      if (!reason || !info) {
        text?.remove()
        setAttribute(item, 'data-failure-remedy', null)
        for (const action of item.querySelectorAll(ACTIONS)) setAttribute(action, 'aria-describedby', null)
        continue
      }
      if (!text || text.parentElement !== info) {
        text?.remove()
        text = document.createElement('p')
        text.className = FAILURE_REASON_CLASS
        text.id = `aup-reason-${++reasonCount}`
        info.append(text)
      }
      if (text.textContent !== reason) text.textContent = reason
      setAttribute(item, 'data-failure-remedy', remedyOf(fileId))
      for (const action of item.querySelectorAll(ACTIONS)) setAttribute(action, 'aria-describedby', text.id)
    }
  }
}
