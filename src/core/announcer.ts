export type Politeness = 'polite' | 'assertive'

export interface Announcement {
  id: number
  text: string
}

export interface AnnouncerSnapshot {
  polite: Announcement | null
  assertive: Announcement | null
}

/** After this long an announcement is removed from the live region, so it is not found there later as if new. */
const ANNOUNCEMENT_LIFETIME_MS = 7_000

/** Screen-reader announcements, the latest per politeness; framework-free, so plugins announce without React. */
export class Announcer {
  #snapshot: AnnouncerSnapshot = { polite: null, assertive: null }
  readonly #expiry: Record<Politeness, ReturnType<typeof setTimeout> | undefined> = {
    polite: undefined,
    assertive: undefined,
  }
  #nextId = 1
  readonly #listeners = new Set<() => void>()

  announce(text: string, politeness: Politeness = 'polite'): void {
    this.#snapshot = { ...this.#snapshot, [politeness]: { id: this.#nextId++, text } }
    clearTimeout(this.#expiry[politeness])
    this.#expiry[politeness] = setTimeout(() => {
      this.#snapshot = { ...this.#snapshot, [politeness]: null }
      this.#emit()
    }, ANNOUNCEMENT_LIFETIME_MS)
    this.#emit()
  }

  #emit(): void {
    for (const listener of this.#listeners) listener()
  }

  getSnapshot = (): AnnouncerSnapshot => this.#snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  dispose(): void {
    clearTimeout(this.#expiry.polite)
    clearTimeout(this.#expiry.assertive)
    this.#listeners.clear()
  }
}

/** Whole-run progress worth announcing: a quarter at a time, not every percent. */
const PROGRESS_STEPS = [25, 50, 75] as const

/** The highest step `percent` has passed since `lastAnnounced`, or null. */
export function progressStepReached(percent: number, lastAnnounced: number): number | null {
  const passed = PROGRESS_STEPS.filter((step) => percent >= step && step > lastAnnounced)
  return passed.length > 0 ? (passed[passed.length - 1] as number) : null
}
