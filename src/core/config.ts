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

/** How often, at most, a run's progress reaches Uppy and redraws the Dashboard: a list diff and a layout on the main
 * thread sending needs. Twice a second, as Uppy's total; input is drawn at once (../dashboard/limitRedraws.ts). */
export const UPLOAD_REFRESH_INTERVAL_MS = 500

/** A pause waits this long to abort an unreported request: Chromium reports a body only every 100 ms, so a small file
 * on a fast link may be stored already, and abort and resume would store it twice. */
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

/** Longest `Retry-After` waited out; longer, the file fails saying "later" instead of sitting at 100 % for minutes. */
export const LONGEST_AUTOMATIC_RETRY_WAIT_MS = 60_000
