import type { PanelUppy } from '../core/panelTypes'
import { waitingForServer } from '../i18n/messages'
import { polishDuration } from '../i18n/numberFormats'
import { createTimeLeft } from '../transport/timeLeft'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'

/** Uppy's separator in the status bar's details. */
const DOT = ' \u00b7 '
const COUNTDOWN_MS = 1_000

/**
 * Bytes sent and to send of the files under way, as the status bar counts them (Uppy's "started"
 * files), read straight from the state: this runs at every redraw of a run.
 */
function progressOf(uppy: PanelUppy): { sent: number; total: number } {
  let sent = 0
  let total = 0
  for (const { progress } of Object.values(uppy.getState().files)) {
    if (!(progress.uploadStarted || progress.preprocess || progress.postprocess)) continue
    sent += progress.bytesUploaded || 0
    total += progress.bytesTotal || 0
  }
  return { sent, total }
}

/**
 * The status bar's "pozostały czas" from the panel's estimate (../transport/timeLeft.ts), or nothing
 * when it is not known (once every byte is sent, that the server's answer is awaited): Uppy's own
 * read "1 h 28 min" for seconds of work and "0 s" before anything was sent. The details end in
 * Uppy's last " · " and its time left, if any: the dot's text node carries the panel's words, Uppy's
 * time left is emptied. Preact writes a text node only when its own value changes, so the dot keeps
 * them; Uppy's time left, rewritten at each redraw, is emptied again before it is painted (an
 * immediate repair).
 */
export function timeLeftText(root: HTMLElement, uppy: PanelUppy): { repair: DashboardRepair; stop: () => void } {
  const estimate = createTimeLeft()
  const written = new WeakSet<Text>()
  let countdown: ReturnType<typeof setInterval> | undefined
  const repair: DashboardRepair = () => {
    const details = root.querySelector(markup.progressDetails)
    if (!details) {
      clearInterval(countdown)
      countdown = undefined
      return
    }
    // While nothing is redrawn (the bodies in the buffers, the server still reading) it still counts down.
    countdown ??= setInterval(() => repair(root), COUNTDOWN_MS)
    const texts = [...details.childNodes].filter((node): node is Text => node.nodeType === Node.TEXT_NODE)
    const dotAt = texts.findLastIndex((text) => text.data === DOT || written.has(text))
    const dot = texts[dotAt]
    if (!dot) return
    const { sent, total } = progressOf(uppy)
    const seconds = estimate(performance.now(), sent, total)
    let words = ''
    if (seconds !== null) words = DOT + uppy.i18n('xTimeLeft', { time: polishDuration(seconds) })
    // Every byte sent and no answer yet: the server may read for seconds what the socket buffers took.
    else if (total > 0 && sent >= total) words = DOT + waitingForServer
    written.add(dot)
    if (dot.data !== words) dot.data = words
    for (const uppysTimeLeft of texts.slice(dotAt + 1)) if (uppysTimeLeft.data) uppysTimeLeft.data = ''
  }
  return { repair, stop: () => clearInterval(countdown) }
}
