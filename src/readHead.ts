/**
 * The first `length` bytes of a file (fewer when the file is shorter), read as
 * a stream that is cancelled once they have arrived. Not `blob.slice()`:
 * Chromium registers every slice as a new blob synchronously, about half a
 * millisecond of the main thread each, which for 500 files added at once is a
 * quarter of a second of a frozen page. Rejects when the file cannot be read
 * (deleted or changed on disk after it was picked).
 */
export async function readHead(blob: Blob, length: number): Promise<Uint8Array> {
  const reader = blob.stream().getReader()
  const head = new Uint8Array(Math.min(length, blob.size))
  let filled = 0
  try {
    while (filled < head.length) {
      const { done, value } = await reader.read()
      if (done) break
      const part = value.subarray(0, head.length - filled)
      head.set(part, filled)
      filled += part.length
    }
  } finally {
    // Stops the browser reading the rest of a large file; nothing to wait for.
    reader.cancel().catch(() => {})
  }
  return head.subarray(0, filled)
}
