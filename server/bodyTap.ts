/**
 * A pass-through for the request body that counts bytes and, for the `stall-body` and
 * `drop` scenarios, stops passing data on at a given byte. After stopping it never calls
 * back, so backpressure stops reading the socket: the client's upload stalls midway.
 */
import { Transform } from 'node:stream'

export interface BodyTapOptions {
  /** Stop after this many bytes (or at the end of a shorter body); undefined: never stop. */
  stopAfterBytes?: number
  onStop?: () => void
  onBytes?: (total: number) => void
  /** Milliseconds to hold a chunk of this many bytes before passing it on (a slow link); 0: at once. */
  pace?: (bytes: number) => number
}

export function createBodyTap(options: BodyTapOptions = {}): Transform {
  let total = 0
  let stopped = false
  const stop = () => {
    stopped = true
    options.onStop?.()
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const delay = options.pace?.(chunk.length) ?? 0
      if (delay > 0) setTimeout(() => pass.call(this, chunk, callback), delay)
      else pass.call(this, chunk, callback)
    },
    flush(callback) {
      // A body shorter than the stop point is held at its end instead: still no answer.
      if (options.stopAfterBytes !== undefined) return stop()
      callback()
    },
  })

  function pass(this: Transform, chunk: Buffer, callback: (error?: null, data?: Buffer) => void) {
    if (stopped) return // held: never call back
    const limit = options.stopAfterBytes
    if (limit !== undefined && total + chunk.length >= limit) {
      const part = chunk.subarray(0, Math.max(0, limit - total))
      total += part.length
      options.onBytes?.(total)
      if (part.length > 0) this.push(part)
      stop()
      return
    }
    total += chunk.length
    options.onBytes?.(total)
    callback(null, chunk)
  }
}

/** Half the announced body, so "midway" holds for any file; a fixed point when unknown. */
export function midwayPoint(contentLength: string | undefined): number {
  const length = Number(contentLength)
  return Number.isInteger(length) && length > 1 ? Math.floor(length / 2) : 64 * 1024
}
