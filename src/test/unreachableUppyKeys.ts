// Which of Uppy's texts no member of the panel can meet, and why (no Node imports: browser tests use it too).

/**
 * Keys only features the panel never turns on can show: a restriction it never sets (it limits
 * types, size and count only), the restored session of Golden Retriever, which it does not install,
 * folder picking and the modal window (its Dashboard is inline and picks files). They stay in Uppy's
 * Polish pack as it is; uppyLocale.test.ts checks the panel's Uppy never turns the first ones on,
 * AttachmentUploadPanel.browser.test.tsx the Dashboard's.
 */
export const UNREACHABLE_KEYS = {
  minNumberOfFiles: ['youHaveToAtLeastSelectX'],
  minFileSize: ['inferiorSize'],
  maxTotalFileSize: ['aggregateExceedsSize'],
  requiredMetaFields: ['missingRequiredMetaFields', 'missingRequiredMetaField', 'missingRequiredMetaFieldOnFile'],
  recoveredState: ['recoveredXFiles', 'recoveredAllFiles'],
  folders: ['dropPasteBoth', 'dropPasteFolders', 'browseFolders'],
  modal: ['dashboardWindowTitle'],
} as const satisfies Record<string, readonly string[]>

/** The keys above that the Dashboard's options make unreachable, checked in a browser. */
export const DASHBOARD_OPTIONS = ['folders', 'modal'] as const
