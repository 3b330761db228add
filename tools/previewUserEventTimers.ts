/**
 * Set up before each test file of the Firefox and WebKit browser projects (tools/engineProvider.ts).
 *
 * Vitest's "preview" `userEvent` tells Testing Library to advance time with `vi.advanceTimersByTimeAsync`,
 * which throws unless the test has faked timers (vitest-dev/vitest#9882; `createPreviewUserEvent` in
 * @vitest/browser 5.1.1 `dist/context.js`): every click of a test on real timers would fail. Time is
 * advanced only where it is faked; on real timers Testing Library's own `setTimeout` is the wait.
 */
import { vi } from 'vitest'

const advanceFakeTimers = vi.advanceTimersByTimeAsync.bind(vi)
vi.advanceTimersByTimeAsync = (ms: number) => (vi.isFakeTimers() ? advanceFakeTimers(ms) : Promise.resolve(vi))
