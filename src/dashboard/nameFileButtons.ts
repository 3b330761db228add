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
  for (const item of root.querySelectorAll(markup.fileItem)) {
    const name = item.querySelector(markup.fileName)?.getAttribute('title')
    const button = item.querySelector<HTMLElement>(markup.fileProgressButton)
    if (!name || !button) continue
    const suffix = ` pliku „${name}”`
    for (const attribute of ['aria-label', 'title']) {
      const value = button.getAttribute(attribute)
      if (value && !value.endsWith(suffix)) button.setAttribute(attribute, `${value}${suffix}`)
    }
  }
}
