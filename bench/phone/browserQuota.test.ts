import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { setUpBrowserQuota } from './browserQuota'

/** A folder laid out as a cgroup root, as the kernel shows one (v1: a `cpu` hierarchy; v2: one tree). */
function fakeRoot(version: 1 | 2, v2Controllers = 'cpu memory'): string {
  const root = mkdtempSync(join(tmpdir(), 'cgroup-'))
  if (version === 1) {
    mkdirSync(join(root, 'cpu'))
    writeFileSync(join(root, 'cpu', 'cgroup.procs'), '')
    writeFileSync(join(root, 'cpu', 'cpu.cfs_quota_us'), '-1')
  } else writeFileSync(join(root, 'cgroup.subtree_control'), v2Controllers)
  return root
}

describe('the whole-browser CPU quota', () => {
  it('makes a cgroup v1 group with the share of one core, and a launcher that joins it before it runs the browser', () => {
    const root = fakeRoot(1)
    const work = mkdtempSync(join(tmpdir(), 'work-'))
    const setup = setUpBrowserQuota('/bin/echo', work, 0.5, 100_000, root)
    if (!('quota' in setup)) throw new Error(setup.unavailable)
    const group = join(root, 'cpu', `attachment-bench-${process.pid}`)
    expect(readFileSync(join(group, 'cpu.cfs_period_us'), 'utf8')).toBe('100000')
    expect(readFileSync(join(group, 'cpu.cfs_quota_us'), 'utf8')).toBe('50000')
    // The launcher writes its own pid into the group, then execs the browser with the arguments it was given.
    const printed = execFileSync(setup.quota.launcher, ['--headless', 'it ran']).toString()
    expect(printed).toBe('--headless it ran\n')
    const pid = readFileSync(join(group, 'cgroup.procs'), 'utf8').trim()
    expect(pid).toMatch(/^\d+$/)
    expect(setup.quota.holds(pid)).toBe(true)
    expect(setup.quota.holds('1')).toBe(false)
  })

  it('writes cpu.max under cgroup v2', () => {
    const root = fakeRoot(2)
    const setup = setUpBrowserQuota('/bin/true', mkdtempSync(join(tmpdir(), 'work-')), 0.25, 20_000, root)
    if (!('quota' in setup)) throw new Error(setup.unavailable)
    expect(readFileSync(join(root, `attachment-bench-${process.pid}`, 'cpu.max'), 'utf8')).toBe('5000 20000')
  })

  it('says why when no quota can be set, instead of running without one', () => {
    const none = mkdtempSync(join(tmpdir(), 'cgroup-'))
    expect(setUpBrowserQuota('/bin/true', none, 0.5, 100_000, none)).toEqual({
      unavailable: `no cpu cgroup controller under ${none}`,
    })
    const withoutCpu = fakeRoot(2, 'memory pids')
    expect(setUpBrowserQuota('/bin/true', none, 0.5, 100_000, withoutCpu)).toEqual({
      unavailable: `the cgroup v2 root (${withoutCpu}) does not give its children the cpu controller`,
    })
  })
})

describe('groups of runs that were stopped', () => {
  it('removes the empty group of a run that has ended, and leaves the others', () => {
    const root = fakeRoot(1)
    const ended = join(root, 'cpu', 'attachment-bench-999999999')
    const running = join(root, 'cpu', `attachment-bench-${process.ppid}`)
    const other = join(root, 'cpu', 'someone-else-123')
    for (const dir of [ended, running, other]) mkdirSync(dir)
    setUpBrowserQuota('/bin/true', mkdtempSync(join(tmpdir(), 'work-')), 0.5, 100_000, root)
    expect([ended, running, other].map((dir) => existsSync(dir))).toEqual([false, true, true])
  })
})
