import * as react from 'react';

/** Fixed values of the member attachment endpoint and the panel, from the specification. */
declare const DEFAULT_ENDPOINT = "/api/member/v1/attachments/upload";
/** A request whose body makes no progress for this long is aborted. */
declare const DEFAULT_STALL_TIMEOUT_MS = 30000;
/** Each with the name the member reads for it (../i18n/fileTypes.ts, which names them in this order). */
declare const ALLOWED_FILE_TYPES: readonly ["image/jpeg", "image/gif", "image/png", "application/pdf"];

/** Attachment settings the host reads from its application state (`attachments.*`). */
interface AttachmentSettings {
    /** Most attachments a member may have in total (`attachments.maxFiles`). */
    maxFiles: number;
    /** Largest allowed file, in bytes (`attachments.maxFileSize`); a fractional value is rounded down. */
    maxFileSize: number;
}
/** A file the panel has uploaded, as handed to the host. */
interface UploadedFile {
    /** The panel's own id of the file, stable for its lifetime in the panel. */
    id: string;
    /** The file name that was sent (the member may have edited it in the file card). */
    name: string;
    /** MIME type, one of image/jpeg, image/gif, image/png, application/pdf. */
    type: string;
    /** Size in bytes. */
    size: number;
    /** The file's contents. */
    data: Blob;
}
/** The server's answer to one upload. */
interface UploadResponse<TBody = unknown> {
    /** HTTP status, 2xx. */
    status: number;
    /** The parsed JSON body; the raw text when the body is not JSON; `null` when it is empty. */
    body: TBody;
}
/** One file of a run and what the server answered for it. */
interface UploadedAttachment<TBody = unknown> {
    file: UploadedFile;
    response: UploadResponse<TBody>;
}
/** Why a file failed, as the host acts on it:
 * - `refused`: the server refused these bytes (400 with or without a message, 403 or another 4xx);
 * - `too-large`: too large for the server (413), or a photo still over `settings.maxFileSize` once scaled;
 * - `unauthorized`: the sign-in is over (401, or a redirect to a login page), or the token is missing or unusable;
 * - `server-error`: the server failed or is busy (5xx, 408, 429), after the panel's own retries;
 * - `connection-lost`: no answer at all (offline, connection refused or dropped);
 * - `stalled`: the request made no progress for `stallTimeoutMs` and the panel aborted it;
 * - `no-answer`: all sent, no answer within `responseTimeoutMs` (or the page closed mid-send): the server may have it;
 * - `unreadable`: the browser could not read the file (deleted or changed on disk);
 * - `not-scaled`: a photo over `settings.maxFileSize` could not be scaled now (its part of the panel did not load);
 * - `processing`: one of the host's `preprocessSteps` or `postprocessSteps` rejected. */
type UploadFailureKind = 'refused' | 'too-large' | 'unauthorized' | 'server-error' | 'connection-lost' | 'stalled' | 'no-answer' | 'unreadable' | 'not-scaled' | 'processing';
/** Handed to `onUploadError` for a file that failed. */
interface UploadFailure<TErrorBody = unknown> {
    /** Why it failed (see `UploadFailureKind`). */
    kind: UploadFailureKind;
    /** The HTTP status of the server's answer; `null` when there was none (`connection-lost`, `stalled`, …). */
    status: number | null;
    /** The answer's parsed JSON body (typed `TErrorBody`), its raw text if not JSON, `null` if empty or none came. */
    body: TErrorBody | string | null;
    /** The Polish text in the file's row, e.g. 'Sesja wygasła. Zaloguj się, a potem ponów przesyłanie.' */
    message: string;
}
/** A run's bytes, handed to `onUploadProgress`. */
interface UploadProgress {
    /** Bytes of the run's files the server has received so far. */
    bytesSent: number;
    /** Bytes of all the run's files. */
    bytesTotal: number;
}
/** Handed to `onCompleteSuccess` when every file of an upload run succeeded. */
interface CompleteSuccessResult<TBody = unknown> {
    /** The files of the run, in the order they were added. */
    successful: UploadedAttachment<TBody>[];
}
/** Extra work run for the files of each upload run, before or after they are sent. */
interface ProcessingStep {
    /** Polish text the member sees while the step runs, e.g. 'Zmniejszanie zdjęć…'. */
    message: string;
    /** Does the work. A rejection marks the run's files as failed (they stay in the list and can be retried). */
    run: (files: UploadedFile[]) => Promise<void>;
}
/** The panel's props. `TBody` / `TErrorBody`: the parsed JSON body of the answer accepting / refusing a file. */
interface AttachmentUploadPanelProps<TBody = unknown, TErrorBody = unknown> {
    /** The signed-in member's bearer token, from the host's application state. Read as each request is sent, so a
     * refreshed token serves later requests. With no token the panel sends nothing and tells the member to sign in. */
    token: string | null | undefined;
    /** `attachments.maxFiles` and `attachments.maxFileSize` from the host's application state. `undefined` while the
     * host is still loading them: the panel shows a neutral waiting state and accepts files once they arrive. */
    settings: AttachmentSettings | undefined;
    /** Attachments the member already has, this panel's uploads included once the host lists them.
     * @default 0
     */
    existingCount?: number;
    /** Upload endpoint, receiving one multipart `POST` per file.
     * @default '/api/member/v1/attachments/upload'
     */
    endpoint?: string;
    /** A request whose body makes no progress for this many milliseconds while it is sent is aborted; the file shows
     * why and can be retried. A request still waiting for a free connection is not stalled.
     * @default 30000
     */
    stallTimeoutMs?: number;
    /** Once a file's whole body was sent, how long to wait for the answer. A slow answer is not a stall (the server may
     * be storing the file); past this bound the file fails, saying the server did not answer and may have it. It is not
     * sent again by itself.
     * @default 120000
     */
    responseTimeoutMs?: number;
    /** Called once for each file the server accepted, with the server's response. */
    onUploadSuccess?: (file: UploadedFile, response: UploadResponse<TBody>) => void;
    /** Called once per upload run in which every file succeeded; never when any failed. */
    onCompleteSuccess?: (result: CompleteSuccessResult<TBody>) => void;
    /** Called once each time a file fails, after the panel's own retries, with why: the host can refresh an expired token
     * (`kind: 'unauthorized'`), then the member presses "Ponów". Not for one the member paused, removed or cancelled. */
    onUploadError?: (file: UploadedFile, failure: UploadFailure<TErrorBody>) => void;
    /** Called while files are sent, at most once a frame, with the run's bytes so far: for a progress the host shows
     * elsewhere (a page header, a form's submit button). */
    onUploadProgress?: (progress: UploadProgress) => void;
    /** Steps run before the files of a run are sent (the panel shows "preprocessing"). */
    preprocessSteps?: readonly ProcessingStep[];
    /** Steps run after the files of a run were accepted (the panel shows "postprocessing"). */
    postprocessSteps?: readonly ProcessingStep[];
    /** Sends JPEGs with the place where they were taken. By default the panel removes it before sending (the GPS
     * data of the photo's EXIF and the location of its XMP; nothing else changes): a phone photo's position is often
     * the member's home or workplace. Pass `true` only if the host needs it, and tell the member.
     * @default false
     */
    keepPhotoLocation?: boolean;
    /** Scales big photos down: a JPEG whose longer side exceeds `maxSide` is turned upright, scaled to it and encoded as
     * JPEG at `quality` just before it is sent, one photo at a time. It is sent so only if that makes it smaller, and
     * then carries no metadata (no location, even with `keepPhotoLocation`; no orientation tag: its pixels are upright).
     * PNG, GIF and PDF are never changed. `settings.maxFileSize` applies to what is sent: a JPEG over it is accepted, and
     * refused only if still too large once scaled. Without this prop photos are sent as chosen. */
    resizePhotos?: {
        /** Longest side, in pixels, of a photo as sent. */
        maxSide: number;
        /** JPEG quality of a scaled photo, from 0 to 1.
         * @default 0.85
         */
        quality?: number;
    };
    /** Colour theme of the panel. `auto` follows the member's system setting.
     * @default 'light'
     */
    theme?: 'light' | 'dark' | 'auto';
    /** Height of the drop area and file list in pixels, at most 500.
     * @default 500
     */
    height?: number;
    /** Keeps the chosen files in this browser, so a reload or a discarded tab loses nothing: an opaque value the host
     * derives for the signed-in member (e.g. a keyed hash of the member's id; never an e-mail or the token) and, with
     * several panels, for the panel. Files come back when a panel mounts with the same key; nothing is sent until the
     * member presses upload. Without it nothing is stored. Changing it deletes what was kept under the previous key; so
     * does a `token` of `null` (signed out: pass `undefined` while it loads). See the README's privacy section. */
    restoreKey?: string;
    /** How long kept files wait for the member, from their last change, in milliseconds.
     * @default 7200000 (2 hours)
     */
    restoreMaxAgeMs?: number;
    /** Puts the stored attachments into the panel's form: a hidden input of this name per attachment stored through the
     * panel, valued with its id (`getAttachmentId`) as each is stored. Kept when the list is cleared ("Gotowe", cancel):
     * those files stay stored. Without it the form's data gets nothing (Uppy's file inputs never enter it). */
    name?: string;
    /** The id of a stored attachment for its hidden input (`name`), from the server's answer for it (`response.body`).
     * An answer without one (not a string or a number) gets no input.
     * @default (body) => body.id
     */
    getAttachmentId?: (body: TBody) => string | number | null | undefined;
    /** While files wait to be sent or are being sent, the panel's form cannot be submitted: the browser's validation
     * stops the submit with a Polish message at the panel and moves focus there. `false` for a host that decides itself
     * (`onPendingFilesChange`). A `noValidate` form and `form.submit()` skip that validation.
     * @default true
     */
    blockFormSubmit?: boolean;
    /** Called when the panel mounts and whenever the number of files waiting or being sent changes. */
    onPendingFilesChange?: (pending: {
        /** Listed files not sent yet: never sent, or failed (the member sends, retries or removes them). */
        waiting: number;
        /** Files being sent now, paused ones and those being prepared for sending included. */
        sending: number;
    }) => void;
    /** Extra class name for the panel's outer element. */
    className?: string;
    /** Accessible name of the panel.
     * @default 'Dodawanie załączników'
     */
    'aria-label'?: string;
}

/** Inline panel where a signed-in member adds images and PDFs (drag, paste, browse) and sends them, one request per
 * file, to the member attachment endpoint. */
declare function AttachmentUploadPanel<TBody = unknown, TErrorBody = unknown>(props: AttachmentUploadPanelProps<TBody, TErrorBody>): react.JSX.Element;

/**
 * Call on sign-out: deletes what the panel kept for a reload under `restoreKey`, or without a key all it kept on this
 * origin. Never rejects; loads the store on demand.
 */
declare const clearRestoredFiles: (restoreKey?: string) => Promise<void>;

export { ALLOWED_FILE_TYPES, AttachmentUploadPanel, DEFAULT_ENDPOINT, DEFAULT_STALL_TIMEOUT_MS, clearRestoredFiles };
export type { AttachmentSettings, AttachmentUploadPanelProps, CompleteSuccessResult, ProcessingStep, UploadFailure, UploadFailureKind, UploadProgress, UploadResponse, UploadedAttachment, UploadedFile };
