// In-page helpers shared by the bench pages: file creation, adding through the Dashboard's
// file input, waiting on what the Dashboard draws. Every wait is bounded.
import * as markup from '../../src/test/selectors'
import type { FileSpec, PickFrames } from './api'

export const params = new URLSearchParams(location.search)
export const endpoint = params.get('endpoint') ?? ''
export const token = params.get('token') ?? 'member-token'
export const maxFileSize = Number(params.get('maxFileSize') ?? 10 * 1024 * 1024)

let kept: File[] = []
export const keptFiles = () => kept

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

/** Checks `done` once per frame until it holds; rejects after `timeoutMs`. */
export async function waitFrames(done: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = performance.now()
  while (!done()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await nextFrame()
  }
}

async function jpegVariants(howMany: number): Promise<Blob[]> {
  const blobs: Blob[] = []
  for (let index = 0; index < howMany; index++) {
    const canvas = new OffscreenCanvas(640, 480)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D context')
    for (let block = 0; block < 24; block++) {
      context.fillStyle = `hsl(${(index * 47 + block * 29) % 360} 70% ${30 + (block % 5) * 10}%)`
      context.fillRect((block * 83) % 640, (block * 57 + index * 13) % 480, 160, 120)
    }
    blobs.push(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 }))
  }
  return blobs
}

/** Phone photos served beside the pages (bench/phone/photos.ts makes them), as the picked files. */
async function fetchPhotos(urls: readonly string[], prefix: string, lastModified: number): Promise<File[]> {
  return Promise.all(
    urls.map(async (url, index) => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
      return new File([await response.blob()], `${prefix}-${index}.jpg`, { type: 'image/jpeg', lastModified })
    }),
  )
}

export async function makeFiles(spec: FileSpec): Promise<number> {
  const lastModified = Date.now()
  if (spec.kind === 'photo') {
    kept = await fetchPhotos(spec.urls ?? [], spec.prefix, lastModified)
  } else if (spec.kind === 'jpeg') {
    const variants = await jpegVariants(8)
    kept = Array.from({ length: spec.count }, (_, index) => {
      const blob = variants[index % variants.length] as Blob
      return new File([blob], `${spec.prefix}-${index}.jpg`, { type: 'image/jpeg', lastModified })
    })
  } else {
    const head = new TextEncoder().encode('%PDF-1.7\n')
    const filler = new Uint8Array(Math.max(0, spec.size - head.length))
    for (let offset = 0; offset < filler.length; offset += 4096) filler[offset] = offset & 0xff
    kept = Array.from(
      { length: spec.count },
      (_, index) => new File([head, filler], `${spec.prefix}-${index}.pdf`, { type: 'application/pdf', lastModified }),
    )
  }
  return kept.reduce((sum, file) => sum + file.size, 0)
}

const dashboardInput = () => document.querySelector<HTMLInputElement>(markup.fileInput)
const listedTitle = () => document.querySelector(markup.uppyListTitle)?.textContent ?? ''
/** The upload button: the panel's own status bar's, or plain Uppy's (the baseline). */
const uploadButton = () =>
  document.querySelector<HTMLButtonElement>(`${markup.uploadButton}, ${markup.plainUppyUploadButton}`)

export function waitForDashboard(): Promise<void> {
  return waitFrames(() => !!document.querySelector(markup.shown), 'the Dashboard')
}

/**
 * Whether the member sees every kept file listed and can send them: the list's title shows the count, items are
 * drawn, and the upload button offers them all ("Prześlij 500 plików").
 */
export function allKeptListed(): boolean {
  const count = String(kept.length)
  return (
    listedTitle().includes(count) &&
    !!document.querySelector(markup.fileItem) &&
    !!uploadButton()?.textContent?.includes(count)
  )
}

/** Puts every kept file into the Dashboard's own input at once, as a pick does; returns when (performance.now()). */
export function pickKeptFiles(): number {
  const input = dashboardInput()
  if (!input) throw new Error('No Dashboard file input (is the list already showing files?)')
  const transfer = new DataTransfer()
  for (const file of kept) transfer.items.add(file)
  const start = performance.now()
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
  return start
}

/**
 * A pick measured as an outside measure of issue 50 measures it: from the input's `change` event, seen in
 * the capture phase before any of the page's own listeners, to the first animation frame in which the
 * upload button names every file; each check runs in a `requestAnimationFrame` callback, so a frame is
 * the one the browser is about to draw.
 */
export function pickMeasuredFromChange(timeoutMs = 60_000): Promise<PickFrames> {
  return new Promise((resolve, reject) => {
    const count = String(kept.length)
    let changedAt = Number.NaN
    let listFrameMs = Number.NaN
    const frame = () => {
      const elapsed = performance.now() - changedAt
      if (Number.isNaN(listFrameMs) && document.querySelector(markup.fileItem)) listFrameMs = elapsed
      if (uploadButton()?.textContent?.includes(count)) return resolve({ listFrameMs, buttonFrameMs: elapsed })
      if (elapsed > timeoutMs) return reject(new Error(`No upload button naming ${count} files after ${timeoutMs} ms`))
      requestAnimationFrame(frame)
    }
    const changed = () => {
      changedAt = performance.now()
      requestAnimationFrame(frame)
    }
    window.addEventListener('change', changed, { capture: true, once: true })
    pickKeptFiles()
  })
}

/** A pick through the Dashboard's own input; resolves with ms until every file is listed. */
export async function addToDashboard(): Promise<number> {
  const start = pickKeptFiles()
  await waitFrames(allKeptListed, `${kept.length} files listed`)
  return performance.now() - start
}

/** The status bar's "Gotowe" after a finished run (the panel's, or plain Uppy's); resolves once the drop area is back. */
export async function finishRun(): Promise<void> {
  const doneButton = () =>
    document.querySelector<HTMLButtonElement>(`${markup.statusBarAction('done')}, ${markup.plainUppyDoneButton}`)
  await waitFrames(() => !!doneButton(), 'the "Gotowe" button')
  doneButton()?.click()
  await waitFrames(() => !!dashboardInput() && !document.querySelector(markup.fileItem), 'an empty list')
}

/** The Dashboard's top-bar "Anuluj" (uppy.cancelAll()); resolves once the drop area is back. */
export async function clearDashboard(): Promise<void> {
  const cancel = document.querySelector<HTMLButtonElement>(markup.listCancel)
  if (!cancel) throw new Error('No "Anuluj" button')
  cancel.click()
  await waitFrames(() => !!dashboardInput() && !document.querySelector(markup.fileItem), 'an empty list')
}

/** When (`Date.now()`, the server's clock too) each row first offered its own control while sent, by file name. */
let rowControlsShown = new Map<string, number>()
export const rowControlTimes = () => Object.fromEntries(rowControlsShown)

/**
 * Watches the list for each row's own control while its file is sent (the panel's pause, plain Uppy's cancel: a
 * button over the preview), from the click on; a mutation observer, so a frame is not read more than once.
 */
function watchRowControls(): () => void {
  rowControlsShown = new Map()
  const look = () => {
    for (const button of document.querySelectorAll(`${markup.fileItem} button${markup.fileProgressButton}`)) {
      const name = button.closest(markup.fileItem)?.querySelector(markup.fileName)?.getAttribute('title')
      if (name && !rowControlsShown.has(name)) rowControlsShown.set(name, Date.now())
    }
  }
  const observer = new MutationObserver(look)
  observer.observe(document.body, { subtree: true, childList: true })
  return () => observer.disconnect()
}

/**
 * Clicks the status bar's upload button and resolves with ms until `finished` is called
 * (the host's completion callback), or rejects after `timeoutMs`.
 */
export function uploadThroughDashboard(timeoutMs: number, onFinished: (done: () => void) => void): Promise<number> {
  const button = uploadButton()
  if (!button) return Promise.reject(new Error('No upload button'))
  return new Promise<number>((resolve, reject) => {
    const start = performance.now()
    const stopWatching = watchRowControls()
    const timer = setTimeout(() => {
      stopWatching()
      reject(new Error(`Upload not finished after ${timeoutMs} ms`))
    }, timeoutMs)
    onFinished(() => {
      clearTimeout(timer)
      stopWatching()
      resolve(performance.now() - start)
    })
    button.click()
  })
}
