/**
 * Turns a Fetch API `Request` (what MSW hands a resolver, in the browser and in Node)
 * into the contract's snapshot. The only place the mocks read a request body.
 */

import { getMultipartBoundary, parseMultipart } from '@remix-run/multipart-parser'
import type { UploadRequestSnapshot } from './contract'
import { FILE_FIELD, isMultipartFormData } from './contract'

/**
 * What a mock accepts is what the panel may send (its own limits refuse larger files first); the parser's
 * defaults (2 MB a part) are a server's guard against abuse, not the contract's.
 */
const PARSE_LIMITS = { maxFileSize: 2 ** 32, maxTotalSize: 2 ** 33 }

export interface ReadUploadRequest {
  snapshot: UploadRequestSnapshot
  /** The first file sent in the `file` field, kept for hashing; null when there is none. */
  file: File | null
}

export async function readUploadRequest(request: Request): Promise<ReadUploadRequest> {
  const authorization = request.headers.get('authorization')
  const notMultipart: ReadUploadRequest = {
    snapshot: { authorization, fields: {}, files: [], isMultipart: false },
    file: null,
  }
  const contentType = request.headers.get('content-type')
  const boundary = contentType && isMultipartFormData(contentType) ? getMultipartBoundary(contentType) : null
  if (!boundary) return notMultipart
  const fields: Record<string, string[]> = {}
  const files: UploadRequestSnapshot['files'] = []
  let file: File | null = null
  // Parsed here, not by the engine's `request.formData()`: WebKitGTK's reads a file part whose name is not
  // ASCII ("Zażółć.png") as a text field, and the mock would refuse what a server (busboy) stores. From the
  // bytes, not `request.body`: Firefox gives a request made with a FormData body no stream.
  try {
    const body = new Uint8Array(await request.arrayBuffer())
    for (const part of parseMultipart(body, { boundary, ...PARSE_LIMITS })) {
      const field = part.name ?? ''
      if (!part.isFile) {
        fields[field] = [...(fields[field] ?? []), part.text]
        continue
      }
      const name = part.filename ?? ''
      const type = part.mediaType ?? ''
      files.push({ field, name, type, size: part.size })
      if (field === FILE_FIELD && file === null) file = new File([part.arrayBuffer], name, { type })
    }
  } catch {
    return notMultipart
  }
  return { snapshot: { authorization, fields, files }, file }
}

/** Hex SHA-256 of a blob via Web Crypto; null where it is unavailable (insecure browser page). */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle
  if (subtle === undefined) return null
  const digest = await subtle.digest('SHA-256', await blob.arrayBuffer())
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
