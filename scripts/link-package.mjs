// Makes the package resolvable by its public name (node_modules/attachment-upload-panel → this
// repository), so the playground and the package checks import it exactly as a host app would:
// through package.json "exports" and the built dist/.
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const link = join(root, 'node_modules', 'attachment-upload-panel')

export function linkPackage() {
  if (existsSync(link) || isDanglingLink(link)) return link
  mkdirSync(dirname(link), { recursive: true })
  symlinkSync(relative(dirname(link), root), link, 'dir')
  return link
}

function isDanglingLink(path) {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) linkPackage()
