/**
 * Turns a Fetch API `Request` (what MSW hands a resolver, in the browser and in Node)
 * into the contract's snapshot. The only place the mocks read a request body.
 */

import type { UploadRequestSnapshot } from './contract'
import { FILE_FIELD, isMultipartFormData } from './contract'

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
  // formData() would also accept urlencoded bodies, which the endpoint does not.
  if (!isMultipartFormData(request.headers.get('content-type'))) return notMultipart
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return notMultipart
  }
  const fields: Record<string, string[]> = {}
  const files: UploadRequestSnapshot['files'] = []
  let file: File | null = null
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[field] = [...(fields[field] ?? []), value]
      continue
    }
    files.push({ field, name: value.name, type: value.type, size: value.size })
    if (field === FILE_FIELD && file === null) file = value
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
