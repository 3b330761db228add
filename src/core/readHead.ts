/**
 * Files up to this size are read as a stream: its first chunk is usually the whole file, and a
 * stream costs the main thread almost nothing, where `blob.slice()` costs about half a millisecond
 * (Chromium registers every slice as a new blob synchronously): for 500 small files added at once,
 * a quarter of a second of a frozen page. A larger file's first chunk is anything from 64 KB to
 * the whole file (Chromium: a 2 MB file in memory comes as one 2 MB chunk), so checking 40 × 2 MB
 * files took ~0.2 s before their upload could start; their heads are sliced, once per file.
 */
export const STREAM_READ_MAX_BYTES = 256 * 1024

/**
 * A large file's head, sliced once: the content check slices it when the file is listed, and the
 * read before each request reuses it instead of slicing 40 files in the task of the member's click
 * (20 ms there, which put every request behind the next frame). A slice holds no bytes: each read
 * goes to the file, as a new slice's would, so a file deleted since it was listed still fails the
 * read (e2e 41, in every engine).
 */
const heads = new WeakMap<Blob, Blob>()

/**
 * The first `length` bytes of a file (fewer when the file is shorter). Rejects when the file
 * cannot be read (deleted or changed on disk after it was picked).
 */
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
