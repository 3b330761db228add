// The page side of the phone profile (bench/phone/): what a member sees after picking photos
// (listing, then previews on screen), the taps sent during an upload with their Event Timing, and
// photos picked and sent (./sendPhotos.ts).
// Installed as `window.benchPhone` by the baseline and panel hosts. Every wait is bounded.

import * as markup from '../../src/test/selectors'
import { allKeptListed, pickKeptFiles, waitFrames } from './harness'
import type { EventEntry, PhoneApi, PhotoAddTimes, TapRecord } from './phoneApi'
import { sendPhotos } from './sendPhotos'

const ITEM = markup.fileItem
const PREVIEW = `img${markup.filePreviewImage}`
/** The list's scroller: an item outside it is not on screen even inside the window. */
const LIST = markup.fileList
const TITLE = markup.uppyListTitle
/** What a tap could set off: such an element around the tapped spot makes the tap measurement void. */
const CONTROL =
  'button, a[href], input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])'
/** The events of a tap whose time to the next paint counts (Event Timing measures each). */
const TAP_EVENTS = new Set(['pointerdown', 'pointerup', 'click'])

const drawn = (item: Element) => {
  const image = item.querySelector<HTMLImageElement>(PREVIEW)
  return !!image?.getAttribute('src') && image.complete && image.naturalWidth > 0
}

/** File items whose box meets both the window and the list's scroller. */
function itemsOnScreen(items: Element[]): Element[] {
  const list = document.querySelector(LIST)?.getBoundingClientRect()
  const top = Math.max(0, list?.top ?? 0)
  const bottom = Math.min(window.innerHeight, list?.bottom ?? window.innerHeight)
  const left = Math.max(0, list?.left ?? 0)
  const right = Math.min(window.innerWidth, list?.right ?? window.innerWidth)
  return items.filter((item) => {
    const box = item.getBoundingClientRect()
    return box.bottom > top && box.top < bottom && box.right > left && box.left < right
  })
}

const describe = (element: Element | null) =>
  element ? [element.tagName.toLowerCase(), ...element.classList].join('.') : '(none)'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function addPhotos(timeoutMs: number): Promise<PhotoAddTimes> {
  const times: PhotoAddTimes = {
    listedMs: Number.NaN,
    firstPreviewMs: Number.NaN,
    visiblePreviewsMs: Number.NaN,
    longTaskMs: Number.NaN,
    longestTaskMs: Number.NaN,
    visibleItems: 0,
    timedOut: null,
  }
  const start = pickKeptFiles()
  // One check per frame (what a frame shows): each time is the frame in which it first held.
  const allOnScreenDrawn = () => {
    const elapsed = performance.now() - start
    if (Number.isNaN(times.listedMs) && allKeptListed()) times.listedMs = elapsed
    const items = [...document.querySelectorAll(ITEM)]
    if (Number.isNaN(times.firstPreviewMs) && items.some(drawn)) times.firstPreviewMs = elapsed
    if (Number.isNaN(times.listedMs)) return false
    const onScreen = itemsOnScreen(items)
    if (onScreen.length === 0 || !onScreen.every(drawn)) return false
    times.visiblePreviewsMs = elapsed
    times.visibleItems = onScreen.length
    return true
  }
  try {
    await waitFrames(allOnScreenDrawn, 'the on-screen previews', timeoutMs)
  } catch {
    if (Number.isNaN(times.listedMs)) times.timedOut = 'listing'
    else if (Number.isNaN(times.firstPreviewMs)) times.timedOut = 'first preview'
    else times.timedOut = 'on-screen previews'
  }
  const end = performance.now()
  // Long-task entries reach the observer a little after their task.
  await sleep(100)
  const tasks = window.__benchProbe.longTasks.filter(
    ([startTime, duration]) => startTime < end && startTime + duration > start,
  )
  times.longTaskMs = tasks.reduce((sum, [, duration]) => sum + duration, 0)
  times.longestTaskMs = Math.max(0, ...tasks.map(([, duration]) => duration))
  return times
}

let taps: TapRecord[] = []
let entries: EventEntry[] = []
let observer: PerformanceObserver | undefined
let uploadClickedAt = Number.NaN
let finished: Promise<number> = Promise.reject(new Error('No upload started'))
finished.catch(() => {})

function recordTapEvent(event: Event) {
  // The upload button's own click is the script's (untrusted): only the member's taps count.
  if (!event.isTrusted) return
  const target = event.target instanceof Element ? event.target : null
  if (event.type === 'pointerdown') {
    const control = target?.closest(CONTROL) ?? null
    taps.push({
      down: event.timeStamp,
      up: null,
      click: null,
      target: describe(target),
      control: control ? describe(control) : null,
    })
    return
  }
  const last = taps.at(-1)
  if (!last) return
  if (event.type === 'pointerup' && last.up === null) last.up = event.timeStamp
  if (event.type === 'click' && last.click === null) last.click = event.timeStamp
}

const api: PhoneApi = {
  addPhotos,
  harmlessTapPoint() {
    const title = document.querySelector(TITLE)
    if (!title) throw new Error('No list title to tap')
    const box = title.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  },
  startTapLog() {
    taps = []
    entries = []
    observer?.disconnect()
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (TAP_EVENTS.has(entry.name))
          entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration })
    })
    // 16 ms is the lowest threshold Event Timing accepts: faster events are not reported at all.
    // (TypeScript's DOM types do not know the Event Timing option yet.)
    const options: PerformanceObserverInit & { durationThreshold: number } = {
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    }
    observer.observe(options)
    for (const type of TAP_EVENTS) window.addEventListener(type, recordTapEvent, { capture: true, passive: true })
  },
  tapLog() {
    return { taps, entries, selection: window.getSelection()?.toString() ?? '', uploadClickedAt }
  },
  startUpload(timeoutMs) {
    uploadClickedAt = performance.now()
    finished = window.bench.upload(timeoutMs)
    finished.catch(() => {})
  },
  uploadFinished: () => finished,
  sendPhotos,
}

export function installPhoneApi(): void {
  window.benchPhone = api
}
