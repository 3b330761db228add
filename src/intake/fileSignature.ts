import type { AllowedFileType } from '../core/config'
import { readHead } from '../core/readHead'

/** Bytes read from the start of a file to recognise its real type. */
const SIGNATURE_BYTES = 1024

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

/** The allowed type these bytes start with, or null; `%PDF-` anywhere in the first kilobyte, as PDF readers do. */
export function detectAllowedType(bytes: Uint8Array): AllowedFileType | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif'
  const limit = Math.min(bytes.length, SIGNATURE_BYTES) - PDF.length
  for (let offset = 0; offset <= limit; offset++) if (startsWith(bytes, PDF, offset)) return 'application/pdf'
  return null
}

/** Reads only the first bytes of a file, so checking a large file costs nothing noticeable. */
export function readSignature(blob: Blob): Promise<Uint8Array> {
  return readHead(blob, SIGNATURE_BYTES)
}
