import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

// One file: the list loses `role="list"` but the row keeps `role="listitem"` (axe: aria-required-parent).
// Upstream: @uppy/dashboard 6.0.3 `lib/components/FileList.js:51` (single-file branch).
const fileListRole: DashboardRepair = (root) => {
  for (const list of root.querySelectorAll(`${markup.fileList}:not([role])`)) setAttribute(list, 'role', 'list')
}

// A role-less root `<div>` with `aria-label` (axe: aria-prohibited-attr). Dropped, not made a group: the panel's
// <section> already names it. Upstream: @uppy/dashboard 6.0.3 `lib/components/Dashboard.js:71`.
const unnamedDashboardRoot: DashboardRepair = (root) => {
  for (const dashboard of root.querySelectorAll(`${markup.root}[aria-label]:not([role])`)) {
    dashboard.removeAttribute('aria-label')
  }
}

// No remote sources: an empty `role="tablist"` is announced as a tab list.
// Upstream: @uppy/dashboard 6.0.3 `lib/components/AddFiles.js:119`.
const emptyTablist: DashboardRepair = (root) => {
  for (const list of root.querySelectorAll(markup.sourceList)) {
    if (!list.querySelector('[role="tab"]')) list.removeAttribute('role')
  }
}

// The covering views' titles are h1; the host page owns its h1, so level 2.
// Upstream: @uppy/dashboard 6.0.3 `lib/components/AddFilesPanel.js:5`, `lib/components/FileCard/index.js:77`.
const viewHeadingLevel: DashboardRepair = (root) => {
  for (const heading of root.querySelectorAll(markup.viewHeading)) setAttribute(heading, 'aria-level', '2')
}

/** Accessibility repairs of Uppy's Dashboard markup; a row's own (./nameFileButtons.ts) load with the list's. */
export const accessibilityRepairs: readonly DashboardRepair[] = [
  fileListRole,
  unnamedDashboardRoot,
  emptyTablist,
  viewHeadingLevel,
]
