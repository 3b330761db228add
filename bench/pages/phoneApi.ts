// What the baseline and panel pages expose as `window.benchPhone` for the phone profile
// (bench/phone/), and the records they hand back. Shared by the pages and the runner.

/** Times of one pick of phone photos, ms from the pick; NaN for what did not happen within the limit. */
export interface PhotoAddTimes {
  /** Every file listed (the title shows the count and items are drawn). */
  listedMs: number
  /** The first file item's preview `<img>` has a source and is loaded. */
  firstPreviewMs: number
  /** Every file item on screen has its preview loaded. */
  visiblePreviewsMs: number
  /** Long tasks overlapping the time from the pick until the on-screen previews were drawn. */
  longTaskMs: number
  /** The longest of those (0 when there was none). */
  longestTaskMs: number
  /** File items on screen when their previews were all drawn. */
  visibleItems: number
  /** What the wait was for when the limit ran out; null when everything happened. */
  timedOut: string | null
}

/** One pick of phone photos sent at once (the send scenario), ms. */
export interface PhotoSendTimes {
  /** From the pick until every photo is listed with the upload button offering them all. */
  listedMs: number
  /** From the press on the upload button to the host's completion callback. */
  uploadMs: number
  /** Long tasks overlapping the time from the pick to the completion callback. */
  longTaskMs: number
  /** Long tasks overlapping the time from the press on the upload button to the completion callback. */
  sendLongTaskMs: number
  /** The longest of those (0 when there was none). */
  longestSendTaskMs: number
  /** When the longest of those started, ms after the press (negative: before it; NaN when there was none). */
  longestSendTaskAtMs: number
}

/** One tap as the page saw it: its events' time stamps (the Event Timing entries' start times). */
export interface TapRecord {
  down: number
  up: number | null
  click: number | null
  /** The tapped element, and the nearest control around it if any (a tap must not act). */
  target: string
  control: string | null
}

/** An Event Timing entry, reduced to what the bench reads. */
export interface EventEntry {
  name: string
  startTime: number
  duration: number
}

export interface TapLog {
  taps: TapRecord[]
  entries: EventEntry[]
  /** Text selected on the page after the taps (double taps must not select anything either). */
  selection: string
  /** When the upload button was clicked (performance.now()). */
  uploadClickedAt: number
}

export interface PhoneApi {
  /** Puts the kept files into the Dashboard's input and watches the list and its previews, up to `timeoutMs`. */
  addPhotos(timeoutMs: number): Promise<PhotoAddTimes>
  /** Where a tap does nothing: the middle of the list header's title, in CSS pixels of the viewport. */
  harmlessTapPoint(): { x: number; y: number }
  /** Starts recording taps and their Event Timing entries. */
  startTapLog(): void
  tapLog(): TapLog
  /** Clicks the upload button and returns at once; `uploadFinished` resolves with ms from the click. */
  startUpload(timeoutMs: number): void
  uploadFinished(): Promise<number>
  /**
   * Puts the kept files into the Dashboard's input, presses the upload button `clickAfterListedMs` after
   * they are listed and resolves when the host hears that all were sent; each wait up to `timeoutMs`.
   */
  sendPhotos(clickAfterListedMs: number, timeoutMs: number): Promise<PhotoSendTimes>
}

declare global {
  interface Window {
    benchPhone: PhoneApi
  }
}
