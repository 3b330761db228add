/**
 * Every selector the tests, stories and bench use: Uppy's Dashboard markup (../dashboard/dashboardMarkup.ts,
 * checked against the installed Dashboard by its contract test) and the panel's own status bar and list title
 * (../status/runViewParts.ts). Imported as `import * as markup`.
 */
export * from '../dashboard/dashboardMarkup'
export * from '../status/runViewParts'
