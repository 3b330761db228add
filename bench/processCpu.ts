// CPU time of the processes this bench started (the browser: all of its processes and threads),
// read from Linux's /proc. Unlike the page's main-thread metrics it includes what a page makes the
// rest of the browser do: the compositor ticking an animation, the software drawing of each frame,
// the network service and the blob reads. It is also far steadier than wall-clock time on a
// machine whose two cores the server shares.

import { readdirSync, readFileSync } from 'node:fs'

/** A /proc file's text; undefined when it is gone (the process ended) or /proc is missing. */
export const readProc = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** The parent of each process: `/proc/PID/stat`'s fourth field, after the parenthesised command name. */
function parentOf(pid: string): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`)
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
}

/** Every process descended from this one (the browser's, once it runs); undefined without /proc. */
export function descendantPids(): string[] | undefined {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]))
  const isDescendant = (pid: string): boolean => {
    for (let parent = parents.get(pid); parent !== undefined; parent = parents.get(parent))
      if (parent === String(process.pid)) return true
    return false
  }
  return pids.filter(isDescendant)
}

/** Milliseconds on CPU of every thread of one process (0 once it has ended). */
export function processCpuMs(pid: string): number {
  let threads: string[] = []
  try {
    threads = readdirSync(`/proc/${pid}/task`)
  } catch {
    return 0
  }
  // schedstat's first field: nanoseconds this thread has run.
  let nanoseconds = 0
  for (const tid of threads) nanoseconds += Number(readProc(`/proc/${pid}/task/${tid}/schedstat`)?.split(' ')[0] ?? 0)
  return nanoseconds / 1e6
}

/** Milliseconds on CPU of every thread of every process descended from this one; NaN without /proc. */
export function descendantsCpuMs(): number {
  const pids = descendantPids()
  if (!pids) return Number.NaN
  return pids.reduce((sum, pid) => sum + processCpuMs(pid), 0)
}

/**
 * Milliseconds on CPU of every thread of the given processes, summed by the process's Chromium `--type`
 * (`browser` without one) and the thread's name (`/proc/PID/task/TID/comm`, e.g. CrRendererMain,
 * DedicatedWorker thread, Compositor, ThreadPoolForegroundWorker).
 */
export function threadCpuMs(pids: readonly string[]): Map<string, number> {
  const byThread = new Map<string, number>()
  for (const pid of pids) {
    const type = /--type=([\w-]+)/.exec(readProc(`/proc/${pid}/cmdline`) ?? '')?.[1] ?? 'browser'
    let threads: string[] = []
    try {
      threads = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const tid of threads) {
      const name = `${type}/${(readProc(`/proc/${pid}/task/${tid}/comm`) ?? '?').trim()}`
      const ms = Number(readProc(`/proc/${pid}/task/${tid}/schedstat`)?.split(' ')[0] ?? 0) / 1e6
      byThread.set(name, (byThread.get(name) ?? 0) + ms)
    }
  }
  return byThread
}
