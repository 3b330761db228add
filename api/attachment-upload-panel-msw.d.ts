import { HttpHandler } from 'msw';

/** One file part of a multipart request. */
interface UploadedPart {
    /** Multipart field name the part was sent in. */
    field: string;
    /** File name from the part's `filename`. */
    name: string;
    /** The part's `Content-Type` ('' when absent). */
    type: string;
    /** Size in bytes. */
    size: number;
}
/** What a handler or server saw in one upload request, independent of how it was parsed. */
interface UploadRequestSnapshot<Part extends UploadedPart = UploadedPart> {
    /** Raw `Authorization` header, `null` when absent. */
    authorization: string | null;
    /** Non-file fields; a name sent twice has two values. */
    fields: Record<string, string[]>;
    files: Part[];
    /** False when the body was not multipart/form-data at all; absent means it was. */
    isMultipart?: boolean;
}
/**
 * 200 body: the stored attachment. Flat, so the panel's host reads it without unwrapping.
 *
 * - `id`: the server's id of the attachment.
 * - `name`, `mimeType`, `size`: the file as received (`mimeType` normalised, `size` in bytes).
 * - `collection`, `modelClass`, `modelId`: echo of the fields received with it.
 * - `sha256`: hex digest of the stored bytes; `null` only when the mock runs where
 *   Web Crypto is unavailable (a browser page that is not a secure context).
 * - `createdAt`: ISO 8601 time it was stored.
 *
 * Deliberately no `url`: @uppy/xhr-upload would turn one into `uploadURL`, which the
 * specification does not provide.
 */
interface StoredAttachment {
    id: string;
    name: string;
    mimeType: string;
    size: number;
    collection: string;
    modelClass: string;
    modelId: string;
    sha256: string | null;
    createdAt: string;
}

/** Ends every pending hold; the held requests then fail as network errors. */
declare function releaseHeldRequests(): void;

/** `attachment-upload-panel/msw`: MSW handlers for the panel's endpoint, for a host's own Storybook and tests of the
 * screen holding it. Each handler first checks the request as the contract server does (the Bearer token, the four
 * fields, one file of an allowed type and size) and answers 401 or 400 when it is wrong; only a correct request gets
 * the answer the handler is named after. For `msw/browser` and `msw/node`; `msw` 3.x is an optional peer dependency. */

/** Where the mocked endpoint is and what it accepts. */
interface AttachmentMockOptions {
    /** The MSW path to intercept: by default the panel's default endpoint, on any origin.
     * @default '*\/api/member/v1/attachments/upload' */
    url?: string | RegExp;
    /** The bearer token (or tokens) accepted; any other is answered 401.
     * @default 'member-token'
     */
    token?: string | readonly string[];
    /** Largest file accepted, in bytes; a larger one is answered 400 with a message.
     * @default 10485760 (10 MB)
     */
    maxFileSize?: number;
    /** Called for every request, before it is answered: what the panel sent (a test's spy). */
    onRequest?: (request: UploadRequestSnapshot) => void;
    /** The id of each stored attachment.
     * @default a random UUID
     */
    createId?: () => string;
}
/** One handler per answer the specification names (see `AttachmentHandlers`), for `worker.use(…)` or a story's
 * `parameters.msw.handlers`. */
declare function createAttachmentHandlers(options?: AttachmentMockOptions): AttachmentHandlers;
/** The handlers `createAttachmentHandlers` makes. */
interface AttachmentHandlers {
    /** 200 with the stored attachment (`StoredAttachment`: its `id`, name, type, size, …). */
    success(): HttpHandler;
    /** The same after `delayMs` (2 s by default), to see progress; an aborted request ends the wait. */
    slowSuccess(delayMs?: number): HttpHandler;
    /** 400 with `{ message }`, shown to the member as it is. */
    badRequest(message?: string): HttpHandler;
    /** 401, even for a good token: an expired or revoked sign-in. */
    unauthorized(): HttpHandler;
    /** 413 as a proxy sends it (an HTML page). */
    payloadTooLarge(): HttpHandler;
    /** 500 with `{ message }` (the panel retries it, then fails the file). */
    serverError(): HttpHandler;
    /** No answer until the request is aborted or `releaseHeldRequests()` is called. */
    stalled(): HttpHandler;
    /** No HTTP answer at all. */
    networkError(): HttpHandler;
}

export { createAttachmentHandlers, releaseHeldRequests };
export type { AttachmentHandlers, AttachmentMockOptions, StoredAttachment, UploadRequestSnapshot, UploadedPart };
