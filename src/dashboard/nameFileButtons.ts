import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Uppy names each file's progress button only by its action, identical buttons to a screen reader: the file's name is
 * appended, as in "Usuń plik „…”", again after Uppy rewrites it. From the buttons: a row has one only once it is sent.
 * Upstream: @uppy/dashboard 6.0.3 `lib/components/FileItem/FileProgress/index.js:35` (`progressIndicatorTitle`). */
export const nameFileButtons: DashboardRepair = (root) => {
  for (const button of root.querySelectorAll(markup.fileProgressButton)) {
    const name = button.closest(markup.fileItem)?.querySelector(markup.fileName)?.getAttribute('title')
    if (!name) continue
    const suffix = ` pliku „${name}”`
    for (const attribute of ['aria-label', 'title']) {
      const value = button.getAttribute(attribute)
      if (value && !value.endsWith(suffix)) button.setAttribute(attribute, `${value}${suffix}`)
    }
  }
}
