/**
 * A change the panel makes to the Dashboard's markup, which it cannot make
 * through Uppy's options. It must be idempotent (write only when the DOM differs
 * from what it wants), so the observer's own writes settle after one extra pass.
 */
export type DashboardRepair = (root: HTMLElement) => void

/**
 * Runs `repairs` on the panel's root element now and again after every change
 * the Dashboard makes (elements, text, the attributes the repairs touch), with
 * one observer for all of them. Returns a function that stops it.
 */
export function observeDashboard(root: HTMLElement, repairs: readonly DashboardRepair[]): () => void {
  const repair = () => {
    for (const fix of repairs) fix(root)
  }
  repair()
  const observer = new MutationObserver(repair)
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['role', 'aria-label', 'class'],
  })
  return () => observer.disconnect()
}
