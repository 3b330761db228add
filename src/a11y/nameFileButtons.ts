/**
 * Uppy names each file's progress button only by its action ("Ponów
 * przesyłanie", "Wstrzymaj przesyłanie"), so a screen reader hears a list of
 * identical buttons. This appends the file's name. When Uppy changes the
 * action it rewrites the label without the name, and the next pass adds it
 * again. One of the `accessibilityRepairs`, run on every change.
 */
export function nameFileButtons(root: HTMLElement): void {
  for (const item of root.querySelectorAll('.uppy-Dashboard-Item')) {
    const name = item.querySelector('.uppy-Dashboard-Item-name')?.getAttribute('title')
    const button = item.querySelector<HTMLElement>('.uppy-Dashboard-Item-progressIndicator')
    if (!name || !button) continue
    const suffix = `: ${name}`
    for (const attribute of ['aria-label', 'title']) {
      const value = button.getAttribute(attribute)
      if (value && !value.endsWith(suffix)) button.setAttribute(attribute, `${value}${suffix}`)
    }
  }
}
