import type { NamedFileType } from '../i18n/fileTypes'

/** Fixed values of the member attachment endpoint and the panel, from the specification. */

export const DEFAULT_ENDPOINT = '/api/member/v1/attachments/upload'

/** A request whose body makes no progress for this long is aborted. */
export const DEFAULT_STALL_TIMEOUT_MS = 30_000

/** How long the panel waits for the server's answer once a file's whole body was sent. */
export const DEFAULT_RESPONSE_TIMEOUT_MS = 120_000
/** How long files kept for a reload wait for the member (`restoreMaxAgeMs`). */
export const DEFAULT_RESTORE_MAX_AGE_MS = 2 * 60 * 60 * 1000

/** How long an error notice stays visible. */
export const ERROR_NOTICE_DURATION_MS = 5_000

/** How long other notices (information, success) stay visible. */
export const INFO_NOTICE_DURATION_MS = 4_000

export const DASHBOARD_MAX_HEIGHT_PX = 500

/**
 * How often, at most, a run's progress reaches Uppy and the Dashboard is redrawn while files are
 * being sent. Each redraw diffs the whole list and lays out the page; at 10 a second they took a
 * third of the main thread of a 40 × 2 MB run on a 2-core machine (CDP trace: 930–1040 ms of main
 * thread at 100 ms, 620–720 ms at 250 ms), time the browser also needs to hand over the bytes.
 * Twice a second, as Uppy's own total progress: a browser held to half a core sending 20 scaled
 * photos drew 151 frames instead of 218 and used ~0.5 s less CPU (renderer, compositor, display).
 * What the member does is drawn at once whatever this is (../dashboard/limitRedraws.ts).
 */
export const UPLOAD_REFRESH_INTERVAL_MS = 500

/**
 * How long a pause waits before it aborts a request the browser has reported nothing of. Chromium
 * tells a page what a request's body did only with its upload reports, every 100 ms (measured: the
 * page learns the body was sent 80–100 ms after the server had all of it), so a small file on a fast
 * link is on the server before the first report. Aborting it then would abort a request the server
 * already holds, and resuming would store the file twice; after the wait the request is known to be
 * waiting for its answer, and is left to finish.
 */
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

/**
 * Retries for failures that may pass by themselves (network, 408, 429, 5xx).
 * A 400 and other 4xx answers are final and never retried.
 */
export const MAX_RETRIES = 3

/**
 * Longest `Retry-After` the panel waits out by itself. A server asking for
 * longer is told "later": the file fails with that message and waits for the
 * member's retry, instead of sitting at 100 % for minutes.
 */
export const LONGEST_AUTOMATIC_RETRY_WAIT_MS = 60_000
