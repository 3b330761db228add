// A mid-range phone in headless Chromium, through CDP on the page's session.
import type { CDPSession } from 'playwright'
import type { OpenOptions } from '../scenarios'

/** A mid-range Android phone: 412 × 915 CSS px at 2.6 device px each, touch, a CPU 4× slower. */
export const PHONE = {
  width: 412,
  height: 915,
  deviceScaleFactor: 2.6,
  cpuSlowdown: 4,
} as const

/**
 * Screen, touch and CPU. Chromium slows only the page's main thread: workers, image decoding for
 * display and drawing run at the machine's speed (checked: a loop in a worker takes as long at
 * rate 4 as at rate 1), so work moved off the main thread looks cheaper here than on a phone.
 */
export async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: PHONE.width,
    height: PHONE.height,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    mobile: true,
  })
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
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

/** Page options for a phone, on the local link or an uplink of `uplinkMbitPerS`. */
export function phonePage(uplinkMbitPerS: number | null = null): OpenOptions {
  return {
    viewport: { width: PHONE.width, height: PHONE.height },
    beforeLoad: async (cdp) => {
      await emulatePhone(cdp)
      if (uplinkMbitPerS !== null) await limitUplink(cdp, uplinkMbitPerS)
    },
  }
}
