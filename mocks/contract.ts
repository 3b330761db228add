/**
 * The member attachment upload endpoint, as the product specification defines it.
 *
 * Pure (no I/O, no Node or DOM APIs) so the MSW handlers in the browser and the
 * Node contract server judge requests with exactly the same rules and messages.
 * Messages are Polish because a 400 `message` is shown to the member verbatim.
 */

export const UPLOAD_PATH = '/api/member/v1/attachments/upload'

/** Multipart field that carries the file. */
export const FILE_FIELD = 'file'

/** The only other multipart fields, each sent exactly once with this value. */
export const REQUIRED_FIELDS = {
  modelClass: 'uppy',
  modelId: 'uppyId',
  collection: 'thumbnails',
} as const

export type RequiredFieldName = keyof typeof REQUIRED_FIELDS

export const ALLOWED_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'application/pdf'] as const

/** Names the member recognises, used in the "type not allowed" message. */
const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
}

/** The bearer token stories, the playground and tests sign in with. */
export const DEMO_TOKEN = 'member-token'

/** Largest file the mocks and the contract server accept unless told otherwise: 10 MiB. */
export const DEMO_MAX_FILE_SIZE = 10 * 1024 * 1024

/** One file part of a multipart request. */
export interface UploadedPart {
  /** Multipart field name the part was sent in. */
  field: string
  /** File name from the part's `filename`. */
  name: string
  /** The part's `Content-Type` ('' when absent). */
  type: string
  /** Size in bytes. */
  size: number
}

/** What a handler or server saw in one upload request, independent of how it was parsed. */
export interface UploadRequestSnapshot<Part extends UploadedPart = UploadedPart> {
  /** Raw `Authorization` header, `null` when absent. */
  authorization: string | null
  /** Non-file fields; a name sent twice has two values. */
  fields: Record<string, string[]>
  files: Part[]
  /** False when the body was not multipart/form-data at all; absent means it was. */
  isMultipart?: boolean
}

export interface ContractOptions {
  isTokenValid(token: string): boolean
  /** Largest accepted file in bytes (inclusive). */
  maxFileSize: number
  allowedTypes: readonly string[]
}

export interface ContractRejection {
  ok: false
  status: 400 | 401
  body: { message: string }
}

/** On success, `file` is the one accepted part itself (same object as in the snapshot). */
export type ContractVerdict<Part extends UploadedPart = UploadedPart> = { ok: true; file: Part } | ContractRejection

/** Texts of every rejection, exported so tests and other modules never retype them. */
export const CONTRACT_MESSAGES = {
  missingAuthorization: 'Brak autoryzacji. Zaloguj się ponownie.',
  invalidToken: 'Sesja wygasła lub token jest nieprawidłowy. Zaloguj się ponownie.',
  notMultipart: 'Żądanie musi zostać wysłane jako multipart/form-data.',
  malformedMultipart: 'Nie udało się odczytać przesłanego formularza.',
  missingField: (field: string) => `Brak wymaganego pola „${field}”.`,
  repeatedField: (field: string) => `Pole „${field}” zostało przesłane więcej niż raz.`,
  wrongFieldValue: (field: string, expected: string) =>
    `Nieprawidłowa wartość pola „${field}”: oczekiwano „${expected}”.`,
  unexpectedFields: (fields: readonly string[]) =>
    fields.length === 1
      ? `Nieoczekiwane pole „${fields[0]}” w żądaniu.`
      : `Nieoczekiwane pola w żądaniu: ${fields.map((field) => `„${field}”`).join(', ')}.`,
  fileFieldNotAFile: `Pole „${FILE_FIELD}” musi zawierać plik.`,
  noFile: `Nie przesłano pliku (pole „${FILE_FIELD}”).`,
  tooManyFiles: 'Można przesłać tylko jeden plik w jednym żądaniu.',
  typeNotAllowed: (type: string, allowedTypes: readonly string[]) =>
    `Niedozwolony typ pliku (${type === '' ? 'brak typu' : type}). Dozwolone typy: ${describeTypes(allowedTypes)}.`,
  emptyFile: (name: string) => `Plik „${name}” jest pusty.`,
  fileTooLarge: (name: string, maxFileSize: number) =>
    `Plik „${name}” jest za duży. Maksymalny rozmiar pliku to ${formatFileSize(maxFileSize)}.`,
} as const

function describeTypes(allowedTypes: readonly string[]): string {
  return allowedTypes.map((type) => TYPE_LABELS[type] ?? type).join(', ')
}

/** "10 MB", "1,5 MB", "500 KB": Polish number format, binary units as members know them. */
export function formatFileSize(bytes: number): string {
  const format = (value: number) => new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }).format(value)
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`
  return `${bytes} B`
}

export function reject(status: 400 | 401, message: string): ContractRejection {
  return { ok: false, status, body: { message } }
}

/** The token of a `Bearer <token>` header (scheme case-insensitive, RFC 7235), else null. */
export function readBearerToken(authorization: string | null): string | null {
  if (authorization === null) return null
  const match = /^Bearer ([^\s]+)$/i.exec(authorization)
  return match?.[1] ?? null
}

/** A token check accepting exactly the given tokens. */
export function acceptTokens(tokens: Iterable<string>): (token: string) => boolean {
  const accepted = new Set(tokens)
  return (token) => accepted.has(token)
}

/** Contract options from plain values, with the demo defaults. */
export function contractOptions(
  settings: { tokens?: Iterable<string>; maxFileSize?: number; allowedTypes?: readonly string[] } = {},
): ContractOptions {
  return {
    isTokenValid: acceptTokens(settings.tokens ?? [DEMO_TOKEN]),
    maxFileSize: settings.maxFileSize ?? DEMO_MAX_FILE_SIZE,
    allowedTypes: settings.allowedTypes ?? ALLOWED_TYPES,
  }
}

/** 401 unless the header is `Bearer <a valid token>`. */
export function checkAuthorization(
  authorization: string | null,
  options: Pick<ContractOptions, 'isTokenValid'>,
): ContractRejection | null {
  if (authorization === null || authorization.trim() === '') return reject(401, CONTRACT_MESSAGES.missingAuthorization)
  const token = readBearerToken(authorization)
  if (token === null || !options.isTokenValid(token)) return reject(401, CONTRACT_MESSAGES.invalidToken)
  return null
}

/** 400 unless the non-file fields are exactly REQUIRED_FIELDS, each once with its value. */
export function checkFields(fields: Record<string, string[]>): ContractRejection | null {
  if (fields[FILE_FIELD] !== undefined) return reject(400, CONTRACT_MESSAGES.fileFieldNotAFile)
  for (const [name, expected] of Object.entries(REQUIRED_FIELDS)) {
    const values = fields[name] ?? []
    if (values.length === 0) return reject(400, CONTRACT_MESSAGES.missingField(name))
    if (values.length > 1) return reject(400, CONTRACT_MESSAGES.repeatedField(name))
    if (values[0] !== expected) return reject(400, CONTRACT_MESSAGES.wrongFieldValue(name, expected))
  }
  const unexpected = Object.keys(fields).filter((name) => !Object.hasOwn(REQUIRED_FIELDS, name))
  if (unexpected.length > 0) return reject(400, CONTRACT_MESSAGES.unexpectedFields(unexpected))
  return null
}

/** Whether a `Content-Type` header announces a multipart/form-data body. */
export function isMultipartFormData(contentType: string | null | undefined): boolean {
  return typeof contentType === 'string' && /^multipart\/form-data\s*(;|$)/i.test(contentType)
}

/** The MIME type without parameters, lower-cased: `Image/PNG; x=y` → `image/png`. */
export function normaliseType(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase()
}

/** 400 when the one file has a type that is not allowed, is empty or is larger than maxFileSize. */
export function checkFile(
  file: UploadedPart,
  options: Pick<ContractOptions, 'maxFileSize' | 'allowedTypes'>,
): ContractRejection | null {
  const type = normaliseType(file.type)
  if (!options.allowedTypes.includes(type))
    return reject(400, CONTRACT_MESSAGES.typeNotAllowed(type, options.allowedTypes))
  if (file.size === 0) return reject(400, CONTRACT_MESSAGES.emptyFile(file.name))
  if (file.size > options.maxFileSize)
    return reject(400, CONTRACT_MESSAGES.fileTooLarge(file.name, options.maxFileSize))
  return null
}

/** Exactly one file, in the `file` field; then the file itself is checked. */
export function checkFiles<Part extends UploadedPart>(
  files: readonly Part[],
  options: Pick<ContractOptions, 'maxFileSize' | 'allowedTypes'>,
): ContractVerdict<Part> {
  const misplaced = files.filter((file) => file.field !== FILE_FIELD).map((file) => file.field)
  if (misplaced.length > 0) return reject(400, CONTRACT_MESSAGES.unexpectedFields([...new Set(misplaced)]))
  const [file, ...others] = files
  if (file === undefined) return reject(400, CONTRACT_MESSAGES.noFile)
  if (others.length > 0) return reject(400, CONTRACT_MESSAGES.tooManyFiles)
  return checkFile(file, options) ?? { ok: true, file }
}

/**
 * Judges one upload request. Order: authorization (401) before anything in the body,
 * then body format, fields, files (400), so a wrong token is reported as such
 * whatever else is wrong.
 */
export function checkUploadRequest<Part extends UploadedPart>(
  snapshot: UploadRequestSnapshot<Part>,
  options: ContractOptions,
): ContractVerdict<Part> {
  return (
    checkAuthorization(snapshot.authorization, options) ??
    (snapshot.isMultipart === false ? reject(400, CONTRACT_MESSAGES.notMultipart) : null) ??
    checkFields(snapshot.fields) ??
    checkFiles(snapshot.files, options)
  )
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
export interface StoredAttachment {
  id: string
  name: string
  mimeType: string
  size: number
  collection: string
  modelClass: string
  modelId: string
  sha256: string | null
  createdAt: string
}

export function buildStoredAttachment(input: {
  id: string
  file: UploadedPart
  fields: Record<string, string[]>
  sha256: string | null
  createdAt: Date
}): StoredAttachment {
  const echo = (name: RequiredFieldName) => input.fields[name]?.[0] ?? REQUIRED_FIELDS[name]
  return {
    id: input.id,
    name: input.file.name,
    mimeType: normaliseType(input.file.type),
    size: input.file.size,
    collection: echo('collection'),
    modelClass: echo('modelClass'),
    modelId: echo('modelId'),
    sha256: input.sha256,
    createdAt: input.createdAt.toISOString(),
  }
}
