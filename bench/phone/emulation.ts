// A mid-range phone in headless Chromium, through CDP on the page's session.
import type { CDPSession } from 'playwright'
import type { BenchContext, OpenOptions } from '../scenarios'
import type { BrowserQuota } from './browserQuota'
import { REFERENCE_THROTTLE_RATE } from './phoneSpeed'

/** A mid-range Android phone's screen: 412 × 915 CSS px at 2.6 device px each, touch (its CPU: ./phoneSpeed.ts). */
export const PHONE = {
  width: 412,
  height: 915,
  deviceScaleFactor: 2.6,
} as const

/** How the phone's slower CPU is made: which of the two profiles a scenario runs under. */
export interface PhoneProfile {
  id: 'main-thread' | 'whole-browser'
  /** Chromium's CPU throttling rate for the page (1: none). */
  cpuSlowdown: number
  /** One line for the report. */
  describe: string
}

/**
 * Chromium's throttle: the page's main thread `rate`× slower (./phoneSpeed.ts sets the rate from the
 * machine's speed). Workers, image decoding for display and drawing run at the machine's speed (checked:
 * a loop in a worker takes as long at rate 4 as at rate 1), so work moved off the main thread looks cheaper
 * here than on a phone.
 */
export const mainThreadProfile = (rate: number): PhoneProfile => ({
  id: 'main-thread',
  cpuSlowdown: rate,
  describe: `the page's main thread ${rate}× slower (Chromium's CPU throttle; workers and the rest of the browser at full speed)`,
})

/** The main-thread profile on the machine the phone profiles were chosen on. */
export const MAIN_THREAD_PROFILE = mainThreadProfile(REFERENCE_THROTTLE_RATE)

/** The whole browser under a CPU quota (./browserQuota.ts), no throttle of Chromium's own. */
export const wholeBrowserProfile = (share: number, periodUs: number): PhoneProfile => ({
  id: 'whole-browser',
  cpuSlowdown: 1,
  describe:
    `every process of the browser together at ${Math.round(share * 100)} % of one core ` +
    `(cpu cgroup quota ${Math.round(share * periodUs) / 1000} ms per ${periodUs / 1000} ms; no Chromium throttle)`,
})

/** The bench's context with the phone profile its pages run under (its `browser` is that profile's). */
export interface PhoneContext extends BenchContext {
  profile: PhoneProfile
  /** The whole-browser profile's quota: each page's renderer must run under it. */
  quota?: BrowserQuota
}

/** Screen, touch and, under the main-thread profile, the page's CPU. */
export async function emulatePhone(cdp: CDPSession, cpuSlowdown: number): Promise<void> {
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: PHONE.width,
    height: PHONE.height,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    mobile: true,
  })
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}

/**
 * The uplink at `mbitPerS` (10^6 bits a second), downloads and latency left alone; null lifts it.
 * Chromium's network emulation paces request bodies too, all of the page's requests sharing it
 * (no `Network.enable` needed, which would record every request besides).
 */
export async function limitUplink(cdp: CDPSession, mbitPerS: number | null): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: mbitPerS === null ? -1 : (mbitPerS * 1e6) / 8,
  })
}

/** Page options for a phone under `profile`, on the local link or an uplink of `uplinkMbitPerS`. */
export function phonePage(profile: PhoneProfile, uplinkMbitPerS: number | null = null): OpenOptions {
  return {
    viewport: { width: PHONE.width, height: PHONE.height },
    beforeLoad: async (cdp) => {
      await emulatePhone(cdp, profile.cpuSlowdown)
      if (uplinkMbitPerS !== null) await limitUplink(cdp, uplinkMbitPerS)
    },
  }
}
