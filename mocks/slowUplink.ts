import { bodySize, interceptSends } from './interceptSends'

/**
 * A slow uplink, for Storybook and the browser tests. MSW's service worker reads a
 * request body whole before any handler runs, so behind it the browser reports every
 * body as sent at once and a progress bar jumps straight to 100 %. Requests whose URL
 * `matches` instead report their body going out in small steps over `durationMs`, as on
 * a slow mobile connection, and only then are sent for real (to MSW). A request aborted
 * before that (pause, cancel, stall) sends nothing. Returns a function that restores XHR;
 * requests still on their way then go at once, as if the connection had become fast.
 */

/** How often a progress event is reported: often enough for a bar that moves smoothly. */
const STEP_MS = 100

export function slowUploads(matches: (url: string) => boolean, durationMs: number): () => void {
  const prototype = XMLHttpRequest.prototype
  const { abort } = prototype
  /** Requests still being "sent": how to send them for real, and how to stop the simulation. */
  const pending = new Map<XMLHttpRequest, { sendNow: () => void; stop: () => void }>()

  const restoreSends = interceptSends(matches, (request, body, send) => {
    const total = bodySize(body)
    const started = performance.now()
    const report = (loaded: number) =>
      request.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }))
    const timer = setInterval(() => {
      const share = (performance.now() - started) / durationMs
      if (share < 1) {
        report(Math.floor(total * share))
      } else {
        // The last step is left to the real send, whose own events bring the bar to 100 %.
        stop()
        send(body)
      }
    }, STEP_MS)
    const stop = () => {
      clearInterval(timer)
      pending.delete(request)
    }
    pending.set(request, { sendNow: () => send(body), stop })
  })

  // Before the real send() an XHR ignores abort() (no events), so the simulated sending must be stopped here.
  prototype.abort = function (this: XMLHttpRequest) {
    pending.get(this)?.stop()
    return abort.call(this)
  }

  return () => {
    restoreSends()
    prototype.abort = abort
    for (const { sendNow, stop } of [...pending.values()]) {
      stop()
      sendNow()
    }
  }
}
