import type { NamedFileType } from '../i18n/fileTypes'

/** Fixed values of the member attachment endpoint and the panel, from the specification. */

export const DEFAULT_ENDPOINT = '/api/member/v1/attachments/upload'

/** A request whose body makes no progress for this long is aborted. */
export const DEFAULT_STALL_TIMEOUT_MS = 30_000

/** How long the panel waits for the server's answer once a file's whole body was sent. */
export const DEFAULT_RESPONSE_TIMEOUT_MS = 120_000
/** How long files kept for a reload wait for the member (`restoreMaxAgeMs`). */
export const DEFAULT_RESTORE_MAX_AGE_MS = 2 * 60 * 60 * 1000

export const ERROR_NOTICE_DURATION_MS = 5_000

/** How long other notices (information, success) stay visible. */
export const INFO_NOTICE_DURATION_MS = 4_000

export const DASHBOARD_MAX_HEIGHT_PX = 500

/** How often, at most, a run's progress reaches Uppy and the Dashboard redraws while sending: a redraw diffs the list
 * and lays out the page, main-thread time the browser also needs to send. Twice a second, as Uppy's own total; what
 * the member does is drawn without waiting (../dashboard/limitRedraws.ts). */
export const UPLOAD_REFRESH_INTERVAL_MS = 500

/** How long a pause waits before aborting a request the browser reported nothing of: Chromium reports a body only every
 * 100 ms, so a small file on a fast link may be on the server first, and abort and resume would store it twice. After
 * the wait, a request known to await its answer is left to finish. */
export const PAUSE_ABORT_DELAY_MS = 250

/** Multipart field that carries the file. */
export const FILE_FIELD_NAME = 'file'

/** The only other multipart fields the endpoint receives, with their fixed values. */
export const UPLOAD_FIELDS = {
  modelClass: 'uppy',
  modelId: 'uppyId',
  collection: 'thumbnails',
} as const

/** Each with the name the member reads for it (../i18n/fileTypes.ts, which names them in this order). */
export const ALLOWED_FILE_TYPES = [
  'image/jpeg',
  'image/gif',
  'image/png',
  'application/pdf',
] as const satisfies readonly NamedFileType[]

export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number]

/** Retries for failures that may pass by themselves (network, 408, 429, 5xx); a 400 or other 4xx is final. */
export const MAX_RETRIES = 3

/** Longest `Retry-After` the panel waits out itself. Longer: the file fails saying "later" and waits for the member's
 * retry, instead of sitting at 100 % for minutes. */
export const LONGEST_AUTOMATIC_RETRY_WAIT_MS = 60_000
