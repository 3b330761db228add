/**
 * How tests launch Chromium: Debian's build by default (nothing here may
 * download a browser), overridable with CHROMIUM_PATH for other systems.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for a headless run on a machine without a sandbox, GPU or outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
]

export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath, args: [...chromiumArgs], headless: true }
}
