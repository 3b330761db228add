import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { isRendererCommandLine, residentBytes, samplePeakRss } from './rendererMemory'

const MB = 1024 * 1024

/** Touches `mb` MB (so it is resident, as decoded photos are), says so, then idles until killed. */
const HOG = `
const hog = Buffer.alloc(Number(process.argv[1]) * 1024 * 1024, 1)
process.stdout.write('holding ' + hog.length + '\\n')
setInterval(() => {}, 1000)
`

describe('renderer memory', () => {
  it("reads VmRSS from a process's status, in bytes", () => {
    const status = 'Name:\tchromium\nVmHWM:\t  812340 kB\nVmRSS:\t  204800 kB\nRssAnon:\t  150000 kB\n'
    expect(residentBytes(status)).toBe(200 * MB)
    expect(residentBytes('Name:\tzombie\n')).toBeNaN()
    expect(residentBytes(undefined)).toBeNaN()
  })

  it("tells a renderer's command line, as Chromium rewrites it, from its other processes'", () => {
    expect(
      isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=0 --lang=en-US'),
    ).toBe(true)
    expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=renderer\0--lang=en-US\0')).toBe(true)
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=zygote --no-sandbox')).toBe(false)
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=utility --utility-sub-type=renderer')).toBe(false)
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer-helper')).toBe(false)
  })

  it.runIf(existsSync('/proc/self/status'))('samples the resident memory of another process', async () => {
    const baseline = samplePeakRss(String(process.pid)).stop()
    expect(baseline).toBeGreaterThan(10 * MB)
    const child = spawn(process.execPath, ['-e', HOG, '150'])
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.once('data', () => resolve())
        child.on('error', reject)
      })
      const sampler = samplePeakRss(String(child.pid), 20)
      await sleep(100)
      // Node itself takes some 40 MB besides the 150 MB it holds.
      expect(sampler.stop()).toBeGreaterThanOrEqual(150 * MB)
      expect(sampler.stop()).toBeLessThan(400 * MB)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
    }
    expect(samplePeakRss(String(child.pid)).stop()).toBeNaN()
    expect(samplePeakRss(undefined).stop()).toBeNaN()
  })
})
