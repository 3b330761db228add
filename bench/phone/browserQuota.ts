// The whole-browser phone profile: Chromium with every one of its processes (renderer, workers, GPU and
// network services) in a Linux cpu cgroup whose CPU quota stands for a mid-range phone (the share:
// ./phoneSpeed.ts). Chromium's own CPU throttle slows a page's main thread only (./emulation.ts); a quota
// slows whatever the browser runs.
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { readProc } from '../processCpu'

/**
 * The period the quota is granted over: the kernel's default, 100 ms, as an outside measure of issue 50 ran it.
 * A group's threads draw their quota in slices of `sched_cfs_bandwidth_slice_us` (5 ms here) per CPU, so a
 * short period starves a group whose threads run on both cores: at 10 ms (a 5 ms quota, one slice) the panel's
 * send took 31.5 s against 26.9 s at 100 ms and 27.1 s at 20 ms, measured one after the other. A long
 * period lets a thread run its share at full speed and then stops it for the rest of the period, so a
 * task can be stretched by up to the period less the quota; `--quota-period` sets another.
 */
export const QUOTA_PERIOD_US = 100_000

/** A cpu cgroup made for this run, and the launcher that puts a browser into it. */
export interface BrowserQuota {
  /** Runs Chromium inside the group: pass as the browser's executable. */
  launcher: string
  share: number
  periodUs: number
  /** The processes in the group now, by Chromium's `--type` (`browser` for the first one). */
  members(): Map<string, number>
  /** Whether the process runs under the quota. */
  holds(pid: string): boolean
  /** The group's periods so far, how many of them ran out of quota, and the time its threads waited for more. */
  throttling(): { periods: number; throttled: number; throttledMs: number } | undefined
  /** Removes the group (the browser must have closed). */
  remove(): Promise<void>
}

export type QuotaSetup = { quota: BrowserQuota } | { unavailable: string }

interface CgroupFiles {
  dir: string
  procs: string
  write(): void
}

const GROUP_PREFIX = 'attachment-bench-'

/** Groups left by runs that were stopped before they could remove theirs (a group holding processes stays). */
function removeGroupsOfEndedRuns(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = name.startsWith(GROUP_PREFIX) ? name.slice(GROUP_PREFIX.length) : ''
    if (!/^\d+$/.test(pid) || existsSync(`/proc/${pid}`)) continue
    try {
      rmdirSync(join(parent, name))
    } catch {
      // Still holds a browser: left alone.
    }
  }
}

/** cgroup v1 (`/sys/fs/cgroup/cpu/`, as on this machine) or v2 (`cpu.max`, with `cpu` enabled for children). */
function cgroupFiles(root: string, name: string, share: number, periodUs: number): CgroupFiles | string {
  const quotaUs = Math.max(1000, Math.round(share * periodUs))
  const v1 = join(root, 'cpu')
  if (existsSync(join(v1, 'cgroup.procs')) && existsSync(join(v1, 'cpu.cfs_quota_us'))) {
    const dir = join(v1, name)
    return {
      dir,
      procs: join(dir, 'cgroup.procs'),
      write() {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(periodUs))
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quotaUs))
      },
    }
  }
  const controllers = join(root, 'cgroup.subtree_control')
  if (existsSync(controllers)) {
    if (!readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu'))
      return `the cgroup v2 root (${root}) does not give its children the cpu controller`
    const dir = join(root, name)
    return {
      dir,
      procs: join(dir, 'cgroup.procs'),
      write: () => writeFileSync(join(dir, 'cpu.max'), `${quotaUs} ${periodUs}`),
    }
  }
  return `no cpu cgroup controller under ${root}`
}

/**
 * Makes a cpu cgroup with `share` of one core and a launcher script in `workDir` that joins it and then
 * runs `chromium`; or says why it cannot (no cgroup, not writable: not root, a container without it).
 */
export function setUpBrowserQuota(
  chromium: string,
  workDir: string,
  share: number,
  periodUs = QUOTA_PERIOD_US,
  root = '/sys/fs/cgroup',
): QuotaSetup {
  const files = cgroupFiles(root, `${GROUP_PREFIX}${process.pid}`, share, periodUs)
  if (typeof files === 'string') return { unavailable: files }
  removeGroupsOfEndedRuns(dirname(files.dir))
  try {
    mkdirSync(files.dir, { recursive: true })
    files.write()
  } catch (error) {
    return { unavailable: `cannot set a CPU quota in ${files.dir}: ${(error as Error).message}` }
  }
  const launcher = join(workDir, 'chromium-in-quota.sh')
  // exec keeps the pid: the browser is the process the script wrote into the group, and its children follow.
  writeFileSync(
    launcher,
    `#!/bin/sh\necho $$ > '${files.procs}' || exit 97\nexec '${chromium.replaceAll("'", "'\\''")}' "$@"\n`,
  )
  chmodSync(launcher, 0o755)
  const memberPids = () => new Set(readFileSync(files.procs, 'utf8').split('\n').filter(Boolean))
  return {
    quota: {
      launcher,
      share,
      periodUs,
      members() {
        const byType = new Map<string, number>()
        for (const pid of memberPids()) {
          const type = /--type=([\w-]+)/.exec(readProc(`/proc/${pid}/cmdline`) ?? '')?.[1] ?? 'browser'
          byType.set(type, (byType.get(type) ?? 0) + 1)
        }
        return byType
      },
      holds: (pid) => memberPids().has(pid),
      throttling() {
        // cgroup v1 names them nr_periods, nr_throttled, throttled_time (ns); v2 the same, throttled_usec.
        const stat = readProc(join(files.dir, 'cpu.stat'))
        if (!stat) return undefined
        const field = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(stat)?.[1] ?? Number.NaN)
        const throttledMs = Number.isNaN(field('throttled_time'))
          ? field('throttled_usec') / 1000
          : field('throttled_time') / 1e6
        return { periods: field('nr_periods'), throttled: field('nr_throttled'), throttledMs }
      },
      async remove() {
        // The browser's processes leave the group as they exit, a moment after it says it closed.
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            rmdirSync(files.dir)
            return
          } catch {
            await sleep(100)
          }
        }
        console.error(`bench: could not remove ${files.dir}`)
      },
    },
  }
}
