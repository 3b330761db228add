// CPU time of the processes this bench started (the browser: all of its processes and threads),
// read from Linux's /proc. Unlike the page's main-thread metrics it includes what a page makes the
// rest of the browser do: the compositor ticking an animation, the software drawing of each frame,
// the network service and the blob reads. It is also far steadier than wall-clock time on a
// machine whose two cores the server shares.

import { readdirSync, readFileSync } from 'node:fs'

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** The parent of each process: `/proc/PID/stat`'s fourth field, after the parenthesised command name. */
function parentOf(pid: string): string | undefined {
  const stat = read(`/proc/${pid}/stat`)
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
}

/** Milliseconds on CPU of every thread of every process descended from this one; NaN without /proc. */
export function descendantsCpuMs(): number {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return Number.NaN
  }
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]))
  const isDescendant = (pid: string): boolean => {
    for (let parent = parents.get(pid); parent !== undefined; parent = parents.get(parent))
      if (parent === String(process.pid)) return true
    return false
  }
  let nanoseconds = 0
  for (const pid of pids) {
    if (!isDescendant(pid)) continue
    let threads: string[] = []
    try {
      threads = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    // schedstat's first field: nanoseconds this thread has run.
    for (const tid of threads) nanoseconds += Number(read(`/proc/${pid}/task/${tid}/schedstat`)?.split(' ')[0] ?? 0)
  }
  return nanoseconds / 1e6
}
