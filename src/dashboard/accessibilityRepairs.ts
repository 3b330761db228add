import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/**
 * With exactly one file Uppy renders the list without `role="list"` but still gives
 * the file `role="listitem"` (axe: aria-required-parent). The list role is added back.
 * Upstream: the single-file branch of @uppy/dashboard 6.0.3 `lib/components/FileList.js:51` drops VirtualList's role.
 */
const fileListRole: DashboardRepair = (root) => {
  for (const list of root.querySelectorAll(`${markup.fileList}:not([role])`)) setAttribute(list, 'role', 'list')
}

/**
 * Uppy names its root `<div>` with `aria-label` but gives it no role: ARIA does not allow
 * naming a generic element (axe: aria-prohibited-attr, "needs review") and screen readers
 * ignore it. The name is dropped rather than promoted to a group: the panel's <section>
 * already names the whole panel, so a second, nested name would only be read twice.
 * Upstream: @uppy/dashboard 6.0.3 `lib/components/Dashboard.js:71` (`aria-label` on the root `<div>`).
 */
const unnamedDashboardRoot: DashboardRepair = (root) => {
  for (const dashboard of root.querySelectorAll(`${markup.root}[aria-label]:not([role])`)) {
    dashboard.removeAttribute('aria-label')
  }
}

/**
 * Without remote sources Uppy still renders its source list as `role="tablist"`, with no
 * tab in it; screen readers announce an empty tab list. It becomes a plain container.
 * Upstream: @uppy/dashboard 6.0.3 `lib/components/AddFiles.js:119`.
 */
const emptyTablist: DashboardRepair = (root) => {
  for (const list of root.querySelectorAll(markup.sourceList)) {
    if (!list.querySelector('[role="tab"]')) list.removeAttribute('role')
  }
}

/**
 * The titles of the Dashboard's views that cover the list (the file card, "add more") are level-1 headings: the host
 * page owns its h1, and the panel is a section of it. They become level 2.
 * Upstream: @uppy/dashboard 6.0.3 `lib/components/AddFilesPanel.js:5`, `lib/components/FileCard/index.js:77`.
 */
const viewHeadingLevel: DashboardRepair = (root) => {
  for (const heading of root.querySelectorAll(markup.viewHeading)) setAttribute(heading, 'aria-level', '2')
}

/**
 * Accessibility defects of Uppy's Dashboard markup, repaired as it renders. Those of a listed file's row
 * (./nameFileButtons.ts) load with the list's repairs.
 */
export const accessibilityRepairs: readonly DashboardRepair[] = [
  fileListRole,
  unnamedDashboardRoot,
  emptyTablist,
  viewHeadingLevel,
]
