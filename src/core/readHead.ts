/** Files up to this size are read as a stream: its first chunk is usually the whole file, and a stream costs the main
 * thread almost nothing, where Chromium registers each `blob.slice()` as a new blob synchronously (many small files
 * added at once freeze the page). A larger file's first chunk may be the whole file: its head is sliced, once. */
export const STREAM_READ_MAX_BYTES = 256 * 1024

/** A large file's head, sliced by the content check as it is listed and reused before each request (slicing all in the
 * click's task delays every request). A slice holds no bytes: a file deleted since still fails each read. */
const heads = new WeakMap<Blob, Blob>()

/** The first `length` bytes (fewer if the file is shorter); rejects when the file was deleted or changed on disk. */
export async function readHead(blob: Blob, length: number): Promise<Uint8Array> {
  if (blob.size > STREAM_READ_MAX_BYTES) {
    const kept = heads.get(blob)
    const head = kept && kept.size >= length ? kept : blob.slice(0, length)
    heads.set(blob, head)
    return new Uint8Array(await head.arrayBuffer()).subarray(0, length)
  }
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
    // Stops the browser reading the rest of the file; nothing to wait for.
    reader.cancel().catch(() => {})
  }
  return head.subarray(0, filled)
}

/** Whether the browser can still read the file (it may have been deleted or changed on disk since it was picked). */
export async function isReadable(data: Blob): Promise<boolean> {
  try {
    await readHead(data, 1)
    return true
  } catch {
    return false
  }
}
