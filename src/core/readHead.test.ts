import { describe, expect, it, vi } from 'vitest'
import { readHead, STREAM_READ_MAX_BYTES } from './readHead'

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

  it('slices the head of a large file instead of streaming it', async () => {
    const bytes = Uint8Array.from({ length: STREAM_READ_MAX_BYTES + 1 }, (_, index) => index % 251)
    class LargeFile extends Blob {
      override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
        throw new Error('a large file must not be streamed')
      }
    }
    expect(await readHead(new LargeFile([bytes]), 16)).toEqual(bytes.subarray(0, 16))
  })

  it('slices a large file’s head once and reads that slice again, slicing anew only for more bytes', async () => {
    const bytes = Uint8Array.from({ length: STREAM_READ_MAX_BYTES + 1 }, (_, index) => index % 251)
    const reads: number[] = []
    class LargeFile extends Blob {
      override slice(start?: number, end?: number): Blob {
        const head = super.slice(start, end)
        const read = head.arrayBuffer.bind(head)
        head.arrayBuffer = () => {
          reads.push(head.size)
          return read()
        }
        return head
      }
    }
    const file = new LargeFile([bytes])
    const slice = vi.spyOn(file, 'slice')
    expect(await readHead(file, 1024)).toEqual(bytes.subarray(0, 1024))
    expect(await readHead(file, 1)).toEqual(bytes.subarray(0, 1))
    expect(slice).toHaveBeenCalledTimes(1)
    // Each read goes to the file again: nothing is kept but the slice.
    expect(reads).toEqual([1024, 1024])
    expect(await readHead(file, 2048)).toEqual(bytes.subarray(0, 2048))
    expect(slice).toHaveBeenCalledTimes(2)
  })

  it('rejects when a large file cannot be read', async () => {
    class UnreadableLarge extends Blob {
      override slice(): Blob {
        return {
          arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
        } as unknown as Blob
      }
    }
    await expect(readHead(new UnreadableLarge([new Uint8Array(STREAM_READ_MAX_BYTES + 1)]), 1)).rejects.toThrow('gone')
  })
})
