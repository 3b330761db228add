// Uppy's own English texts for the packages the panel installs, and which of them a member can meet.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { UNREACHABLE_KEYS } from './unreachableUppyKeys'

/** The packages whose texts the panel shows (their English locale is what Polish must replace). */
export const PANEL_UPPY_PACKAGES = ['@uppy/core', '@uppy/dashboard', '@uppy/xhr-upload'] as const

/** The English locale a package ships next to its entry (not in its export map). */
async function shippedLocale(packageName: string): Promise<Record<string, unknown>> {
  const entry = import.meta.resolve(packageName)
  const module = (await import(/* @vite-ignore */ new URL('./locale.js', entry).href)) as {
    default: { strings: Record<string, unknown> }
  }
  return module.default.strings
}

/** Every English phrase of the panel's Uppy packages, by key. */
export async function uppyEnglish(): Promise<Record<string, unknown>> {
  return Object.assign({}, ...(await Promise.all(PANEL_UPPY_PACKAGES.map(shippedLocale))))
}

/** Uppy's code for remote sources (Companion client, provider views): the panel installs none of it. */
const REMOTE_SOURCE_CODE = /(^|\/)(companion-client|provider-views)\//

/**
 * Keys that only Uppy's remote-source code names: no member of the panel can meet them, so the
 * panel does not pay bytes in every host's bundle to translate them. Found in the installed code,
 * so a key that Uppy starts to use elsewhere is required again.
 */
export function remoteSourceOnlyKeys(keys: readonly string[]): string[] {
  const code: Array<{ path: string; text: string }> = []
  for (const packageName of PANEL_UPPY_PACKAGES) {
    const lib = dirname(fileURLToPath(import.meta.resolve(packageName)))
    for (const path of readdirSync(lib, { recursive: true, encoding: 'utf8' })) {
      if (path.endsWith('.js') && !path.endsWith('locale.js')) {
        code.push({ path, text: readFileSync(join(lib, path), 'utf8') })
      }
    }
  }
  return keys.filter((key) => {
    const users = code.filter(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`))
    return users.length > 0 && users.every(({ path }) => REMOTE_SOURCE_CODE.test(path))
  })
}

/** Keys the panel need not correct: remote sources' own, and those of features it never turns on. */
export function keysNoMemberMeets(keys: readonly string[]): string[] {
  const unreachable = new Set<string>(Object.values(UNREACHABLE_KEYS).flat())
  return [...remoteSourceOnlyKeys(keys), ...keys.filter((key) => unreachable.has(key))]
}
