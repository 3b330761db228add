import { nameFileButtons } from './nameFileButtons'

/**
 * Repairs accessibility defects in Uppy's Dashboard markup that the panel
 * cannot change through options. Runs on the panel's root element and keeps
 * repairing as the Dashboard re-renders. Returns a function that stops it.
 *
 * Each repair is idempotent (it only writes when the DOM differs from what it
 * wants), so the observer's own writes settle after one extra pass.
 */
export function improveDashboardMarkup(root: HTMLElement): () => void {
  const repair = () => {
    for (const fix of repairs) fix(root)
  }
  repair()
  const observer = new MutationObserver(repair)
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-label', 'class'],
  })
  return () => observer.disconnect()
}

type Repair = (root: HTMLElement) => void

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/**
 * With exactly one file Uppy renders the list without `role="list"` but still gives
 * the file `role="listitem"` (axe: aria-required-parent). The list role is added back.
 */
const fileListRole: Repair = (root) => {
  for (const list of root.querySelectorAll('.uppy-Dashboard-files:not([role])')) setAttribute(list, 'role', 'list')
}

/**
 * Uppy names its root `<div>` with `aria-label` but gives it no role: ARIA does not allow
 * naming a generic element (axe: aria-prohibited-attr, "needs review") and screen readers
 * ignore it. The name is dropped rather than promoted to a group: the panel's <section>
 * already names the whole panel, so a second, nested name would only be read twice.
 */
const unnamedDashboardRoot: Repair = (root) => {
  for (const dashboard of root.querySelectorAll('.uppy-Dashboard[aria-label]:not([role])')) {
    dashboard.removeAttribute('aria-label')
  }
}

/**
 * Without remote sources Uppy still renders its source list as `role="tablist"`, with no
 * tab in it; screen readers announce an empty tab list. It becomes a plain container.
 */
const emptyTablist: Repair = (root) => {
  for (const list of root.querySelectorAll('[role="tablist"]')) {
    if (!list.querySelector('[role="tab"]')) list.removeAttribute('role')
  }
}

const repairs: Repair[] = [fileListRole, unnamedDashboardRoot, emptyTablist, nameFileButtons]
