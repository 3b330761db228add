// The panel's own part in a failed file's row, apart from the repair that writes it (./failureReasons.ts):
// the tests, stories and bench find it through ../test/selectors.ts without loading the repair.

/** The class of the reason the panel writes into a failed file's row. */
export const FAILURE_REASON_CLASS = 'aup-fileReason'

/** A failed file's reason, as written in its row. */
export const failureReason = `.${FAILURE_REASON_CLASS}`
