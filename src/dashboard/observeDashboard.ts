/** A change to the Dashboard's markup that Uppy's options cannot make; idempotent (writing only where the DOM differs),
 * so the observer's writes settle a pass later. `changes`: since the last pass, to look only there (undefined: all). */
export type DashboardRepair = (root: HTMLElement, changes?: readonly MutationRecord[]) => void

/** Runs repairs now and after each Dashboard change, with one observer: `immediate` ones, given the changes, as soon as
 * the Dashboard has written (text a test or a screen reader may read at any moment); `perFrame` ones at most once a
 * frame, before its paint: an upload re-renders many times a second, and 500 files added are 500 changes. */
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
