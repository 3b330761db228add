import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../transport/failures'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/**
 * Files added after a run that failed can be sent. Uppy shows its upload button only once no failed file is
 * left, and "Ponów" retries the failed files alone, so the member had no way to send them but to remove the
 * failed ones (and no button at all when none of those may be sent again). Here "Ponów" does what Uppy's
 * `upload()` does — retries the failed files (the panel sends none the server refused) and then sends those
 * waiting — and while files wait it says so, counting what it sends: "Prześlij 2 pliki".
 * Replaces the instance's `retryAll`, which only the status bar's button calls.
 */
export function sendWaitingFromRetry(uppy: PanelUppy, remedyOf: (fileId: string) => FailureRemedy): DashboardRepair {
  // With no file waiting, upload() is retryAll().
  uppy.retryAll = () => uppy.upload()
  return (root) => {
    const button = root.querySelector<HTMLElement>(markup.statusBarAction('retry'))
    if (!button) return
    let waiting = 0
    let retried = 0
    for (const file of uppy.getFiles()) {
      if (file.error) retried += remedyOf(file.id) === 'retry' ? 1 : 0
      else if (!file.progress.uploadStarted) waiting++
    }
    const name = waiting ? uppy.i18n('uploadXFiles', { smart_count: waiting + retried }) : uppy.i18n('retryUpload')
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name)
    const text = button.lastChild
    const shown = waiting ? name : uppy.i18n('retry')
    if (text?.nodeType === Node.TEXT_NODE && (text as Text).data !== shown) (text as Text).data = shown
    // Shown even when no failed file may be sent again (failureReasons.css).
    button.toggleAttribute('data-sends-waiting', waiting > 0)
  }
}
