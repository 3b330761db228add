import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/**
 * Uppy names each file's progress button only by its action ("Ponów
 * przesyłanie", "Wstrzymaj przesyłanie"), so a screen reader hears a list of
 * identical buttons. This appends the file's name, as the Dashboard's own
 * "Usuń plik „…”" does ("Ponów przesyłanie pliku „umowa.pdf”"). When Uppy changes the
 * action it rewrites the label without the name, and the next pass adds it again.
 * Upstream: @uppy/dashboard 6.0.3 `lib/components/FileItem/FileProgress/index.js:35` (`progressIndicatorTitle`).
 */
export const nameFileButtons: DashboardRepair = (root) => {
  // From the buttons to their rows: a row has one only once its file is being sent, and a pass over 500
  // rows just added (two lookups each) would find none.
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
