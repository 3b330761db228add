/**
 * A change the panel makes to the Dashboard's markup, which it cannot make
 * through Uppy's options. It must be idempotent (write only when the DOM differs
 * from what it wants), so the observer's own writes settle after one extra pass.
 * `changes`: what the Dashboard changed since the last pass, for a repair that
 * looks only there; undefined when the whole panel is to be looked at.
 */
export type DashboardRepair = (root: HTMLElement, changes?: readonly MutationRecord[]) => void

/**
 * Runs repairs on the panel's root element now and again after the Dashboard
 * changes (elements, text, the attributes the repairs touch), with one
 * observer for all of them. `immediate` repairs run as soon as the Dashboard
 * has written (text a test or a screen reader may read at any moment);
 * `perFrame` ones at most once per frame, before it is painted: during an
 * upload the Dashboard re-renders many times a second, and adding 500 files
 * is 500 changes. Returns a function that stops it.
 */
export function observeDashboard(
  root: HTMLElement,
  repairs: { immediate: readonly DashboardRepair[]; perFrame: readonly DashboardRepair[] },
): () => void {
  const view = root.ownerDocument.defaultView
  let frame: number | undefined
  const run = (list: readonly DashboardRepair[], changes?: readonly MutationRecord[]) => {
    for (const fix of list) fix(root, changes)
  }
  const repairFrame = () => {
    frame = undefined
    run(repairs.perFrame)
  }
  run(repairs.immediate)
  run(repairs.perFrame)
  const observer = new MutationObserver((changes) => {
    // Immediate repairs run on every change (during an upload, many times a second): they get the changes.
    run(repairs.immediate, changes)
    frame ??= view ? view.requestAnimationFrame(repairFrame) : undefined
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['role', 'aria-label', 'class'],
  })
  return () => {
    observer.disconnect()
    if (frame !== undefined) view?.cancelAnimationFrame(frame)
  }
}
