import { createHash, randomBytes } from 'node:crypto'
import { signatureFor } from '../../src/test/fixtures'

/** A file a test adds to the panel (from disk, as a member's: ./actions.ts `addFiles`), with its SHA-256. */
export interface TestFile {
  name: string
  mimeType: string
  buffer: Buffer
  sha256: string
}

/** A file of these bytes, with their SHA-256 (the contract server reports the stored file's). */
export function testFile(name: string, mimeType: string, bytes: Uint8Array): TestFile {
  const buffer = Buffer.from(bytes)
  return { name, mimeType, buffer, sha256: createHash('sha256').update(buffer).digest('hex') }
}

/**
 * A file of `size` bytes behind a real PNG or PDF signature (src/test/fixtures.ts), chosen by the name's
 * extension, then random bytes: no two uploads are alike.
 */
export function makeFile(name: string, size: number): TestFile {
  const head = signatureFor(name)
  const bytes = Buffer.concat([head, randomBytes(Math.max(0, size - head.length))])
  return testFile(name, name.endsWith('.pdf') ? 'application/pdf' : 'image/png', bytes)
}
