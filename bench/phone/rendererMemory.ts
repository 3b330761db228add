// The resident memory of the page's renderer process, from Linux's /proc: what a phone would have
// to find room for (decoded photos live there, not in the V8 heap). NaN without /proc.
import { descendantPids, processCpuMs, readProc } from '../processCpu'

/** Whether a /proc/PID/cmdline is a renderer's (Chromium rewrites its children's with spaces, not NULs, between arguments). */
export const isRendererCommandLine = (cmdline: string) => /(^|[\s\0])--type=renderer([\s\0]|$)/.test(cmdline)
const isRenderer = (pid: string) => isRendererCommandLine(readProc(`/proc/${pid}/cmdline`) ?? '')

/**
 * The renderer process running a page. CDP does not say which process that is, so the page is
 * made busy (`busy`, a few hundred ms of script) and the renderer that ran meanwhile is the one.
 */
export async function findRenderer(busy: () => Promise<unknown>): Promise<string | undefined> {
  const renderers = (descendantPids() ?? []).filter(isRenderer)
  const before = new Map(renderers.map((pid) => [pid, processCpuMs(pid)]))
  await busy()
  let found: string | undefined
  let most = 0
  for (const pid of renderers) {
    const ran = processCpuMs(pid) - (before.get(pid) ?? 0)
    if (ran > most) [found, most] = [pid, ran]
  }
  return found
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
