// `node scripts/with-node.mjs <command> [args…]`: runs a command under a supported Node.
// The npm scripts go through it so that `npm test` and `npm run storybook` work as they are on
// a machine whose Node is older (a fresh one has Node 20): it then installs Node 24 LTS into
// .ci-node/ and runs the command with that Node first on PATH (npx, bins and npm follow it).
// A `.mjs`/`.js` command is run as a Node script; anything else as a program (a bin on PATH).
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { delimiter } from 'node:path'
import { ensureNode, isSupportedNode } from './ensure-node.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-node.mjs <command> [args…]')
  process.exit(2)
}

const env = { ...process.env }
let node = process.execPath
if (!isSupportedNode()) {
  const binDir = ensureNode()
  env.PATH = `${binDir}${delimiter}${env.PATH ?? ''}`
  node = `${binDir}/node`
}
const isScript = /\.[cm]?js$/.test(command)
const child = spawn(isScript ? node : command, isScript ? [command, ...args] : args, { stdio: 'inherit', env })
// The terminal's Ctrl-C reaches the child directly (same process group); a signal sent to
// this process alone (SIGTERM from a supervisor) is passed on, and the child decides the exit.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
// npm passes a SIGTERM only to the shell that runs the script, which dies without passing it on:
// this process is then re-parented. Seeing that, end the command as if the signal had reached it.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM')
}, 500).unref()
child.on('error', (error) => {
  console.error(error.message)
  process.exit(1)
})
// Ended by a signal: the shell's convention, 128 + its number.
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
