// The resident memory of the page's renderer process, from Linux's /proc: what a phone would have
// to find room for (decoded photos live there, not in the V8 heap). NaN without /proc.
import { descendantPids, readProc } from '../processCpu'

/** Whether a /proc/PID/cmdline is a renderer's (Chromium rewrites its children's with spaces, not NULs, between arguments). */
export const isRendererCommandLine = (cmdline: string) => /(^|[\s\0])--type=renderer([\s\0]|$)/.test(cmdline)
const isRenderer = (pid: string) => isRendererCommandLine(readProc(`/proc/${pid}/cmdline`) ?? '')

/**
 * The renderer process running a page. CDP does not say which process that is, so the page is made to hold
 * `markerBytes` of memory (`hold`, then `release`) and the renderer whose resident memory grew by most of it is
 * the one. Keeping the page busy and taking the renderer that ran most failed under the whole-browser quota: the
 * page's loop got its share, and a spare renderer starting meanwhile got nearly as much.
 */
export async function findRenderer(
  markerBytes: number,
  hold: () => Promise<unknown>,
  release: () => Promise<unknown>,
): Promise<string | undefined> {
  const renderers = (descendantPids() ?? []).filter(isRenderer)
  const rss = (pid: string) => residentBytes(readProc(`/proc/${pid}/status`))
  const before = new Map(renderers.map((pid) => [pid, rss(pid)]))
  await hold()
  const grown = renderers.filter((pid) => rss(pid) - (before.get(pid) ?? Number.NaN) >= markerBytes * 0.8)
  await release()
  return grown.length === 1 ? grown[0] : undefined
}

/** VmRSS of a /proc/PID/status text, in bytes; NaN when it has none (a process that has ended). */
export function residentBytes(status: string | undefined): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status ?? '')
  return match ? Number(match[1]) * 1024 : Number.NaN
}

/** Samples the process's resident memory every `everyMs` until `stop`, which returns the highest. */
export function samplePeakRss(pid: string | undefined, everyMs = 100): { stop(): number } {
  let peak = Number.NaN
  const sample = () => {
    const bytes = pid === undefined ? Number.NaN : residentBytes(readProc(`/proc/${pid}/status`))
    if (Number.isFinite(bytes) && !(bytes <= peak)) peak = bytes
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}
