import { launchChromium } from './chromium.ts'
import { launchFirefox } from './firefox.ts'
import type { EngineBrowser, EngineName } from './types.ts'
import { ENGINE_NAMES } from './types.ts'
import { launchWebKit } from './webkit.ts'

export type { EngineBrowser, EngineName, EnginePage, Viewport } from './types.ts'

/** The engine of the running Vitest project (`E2E_ENGINE`, set in vitest.config.ts); Chromium by default. */
export function currentEngine(): EngineName {
  const name = process.env.E2E_ENGINE ?? 'chromium'
  if (!(ENGINE_NAMES as readonly string[]).includes(name)) throw new Error(`E2E_ENGINE must be one of ${ENGINE_NAMES}`)
  return name as EngineName
}

export function launchEngine(engine: EngineName): Promise<EngineBrowser> {
  if (engine === 'firefox') return launchFirefox()
  if (engine === 'webkit') return launchWebKit()
  return launchChromium()
}
