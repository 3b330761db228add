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

/** The buttons of a row that act on its failure: retry, remove. Each is described by the reason. */
const ACTIONS = `${markup.fileProgressButton}, ${markup.fileRemoveButton}`

/** What this repair leaves in a row while its file is failed, and takes away after. */
const LEFTOVERS = `${failureReason}, [data-failure-remedy], [aria-describedby^="aup-reason-"]`

/**
 * A failed file says why in its own row, as text (never HTML), for as long as
 * it stays failed: a retry clears it while the file is sent again, and it goes
 * with the file. The row carries `data-failure-remedy`: a file the server
 * refused offers removal, not a retry of the same bytes (failureReasons.css). The row's
 * actions are described by the reason, so a keyboard user hears it on them.
 */
export function failureReasons(uppy: PanelUppy, remedyOf: (fileId: string) => FailureRemedy): DashboardRepair {
  return (root) => {
    // Nothing failed (of every file, not only the rows the Dashboard has drawn) and no row keeps anything of an
    // earlier failure: the rows need no visit (this runs in every frame while 500 added files get their previews).
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
