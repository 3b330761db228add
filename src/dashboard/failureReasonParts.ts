/** A failed file's reason's class, apart from ./failureReasons.ts: ../test/selectors.ts finds it without the repair. */
export const FAILURE_REASON_CLASS = 'aup-fileReason'

/** A failed file's reason, as written in its row. */
export const failureReason = `.${FAILURE_REASON_CLASS}`
