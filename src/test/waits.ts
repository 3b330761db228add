/** The waits of the browser tests: one `eventually` for every assertion that settles, and a plain sleep. */
import { vi } from 'vitest'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for an assertion to pass. Vitest's default (1 s) is too short on a loaded
 * 2-core CI machine; five seconds is still far below any test's time limit.
 */
export function eventually<T>(assertion: () => T | Promise<T>, options: { timeout?: number } = {}) {
  return vi.waitFor(assertion, { timeout: options.timeout ?? 5_000, interval: 20 })
}
