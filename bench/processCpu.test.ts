import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { descendantsCpuMs } from './processCpu'

/** Spins until it has used `cpuMs` of its own CPU (however busy the machine is), says so, then idles until killed. */
const SPIN = `
const target = Number(process.argv[1]) * 1000
while (process.cpuUsage().user + process.cpuUsage().system < target);
process.stdout.write('spent\\n')
setInterval(() => {}, 1000)
`

describe.runIf(existsSync('/proc/self/task'))('descendantsCpuMs', () => {
  it('counts the CPU of a child process (as it counts every Chromium process the bench starts)', async () => {
    const before = descendantsCpuMs()
    const child = spawn(process.execPath, ['-e', SPIN, '200'])
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => resolve())
        child.on('error', reject)
      })
      // Node's own start-up adds to the 200 ms the child spent spinning.
      expect(descendantsCpuMs() - before).toBeGreaterThanOrEqual(200)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
    }
  })

  it('counts nothing of this process itself', () => {
    const before = descendantsCpuMs()
    const start = process.cpuUsage()
    while (process.cpuUsage(start).user < 50_000);
    expect(descendantsCpuMs() - before).toBe(0)
  })
})
