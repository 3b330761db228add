/**
 * One uplink shared by every upload: the server reads request bodies at most this fast, all
 * connections together, as a member's phone sends them over a slow mobile link. Works the same
 * in every browser engine (Chromium's own network throttling exists only through its DevTools).
 * The browser still counts the bytes the kernel's socket buffers took as sent.
 */
export class SharedReadRate {
  #bytesPerSecond: number | null = null
  #nextFreeAt = 0

  /** Bytes per second for all bodies together; null reads at full speed. */
  set(bytesPerSecond: number | null): void {
    if (bytesPerSecond !== null && !(bytesPerSecond > 0)) throw new RangeError('bytesPerSecond must be > 0 or null')
    this.#bytesPerSecond = bytesPerSecond
    this.#nextFreeAt = 0
  }

  /** How long to wait before passing on `bytes` more, reserving their share of the link. */
  delayFor(bytes: number, now = performance.now()): number {
    if (this.#bytesPerSecond === null) return 0
    const start = Math.max(now, this.#nextFreeAt)
    this.#nextFreeAt = start + (bytes / this.#bytesPerSecond) * 1000
    return this.#nextFreeAt - now
  }
}
