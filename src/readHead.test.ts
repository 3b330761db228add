import { describe, expect, it } from 'vitest'
import { readHead } from './readHead'

/** A file that arrives in chunks of `chunk` bytes, recording how many chunks were pulled and whether it was cancelled. */
function chunkedBlob(size: number, chunk: number) {
  const seen = { pulled: 0, cancelled: false }
  const bytes = Uint8Array.from({ length: size }, (_, index) => index % 251)
  class ChunkedBlob extends Blob {
    override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
      let offset = 0
      return new ReadableStream({
        pull: (controller) => {
          seen.pulled++
          if (offset >= size) return controller.close()
          controller.enqueue(bytes.slice(offset, offset + chunk))
          offset += chunk
        },
        cancel: () => {
          seen.cancelled = true
        },
      })
    }
  }
  return { blob: new ChunkedBlob([bytes]), bytes, seen }
}

describe('readHead', () => {
  it('joins chunks until it has the bytes asked for, then stops the read', async () => {
    const { blob, bytes, seen } = chunkedBlob(10_000, 300)
    expect(await readHead(blob, 1024)).toEqual(bytes.subarray(0, 1024))
    expect(seen.pulled).toBeLessThanOrEqual(5)
    expect(seen.cancelled).toBe(true)
  })

  it('returns the whole of a file shorter than asked for', async () => {
    const { blob, bytes } = chunkedBlob(700, 300)
    expect(await readHead(blob, 1024)).toEqual(bytes)
    expect(await readHead(new Blob([]), 1024)).toEqual(new Uint8Array())
  })

  it('rejects when the file cannot be read', async () => {
    class Unreadable extends Blob {
      override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
        return new ReadableStream({
          pull: (controller) => controller.error(new DOMException('gone', 'NotReadableError')),
        })
      }
    }
    await expect(readHead(new Unreadable(['x']), 1)).rejects.toThrow('gone')
  })
})
