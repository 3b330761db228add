// `npm run dev`: the contract server and the host playground together, with the package
// rebuilt on change (the playground imports the built dist/ as a host would).
//
// Each child runs in its own process group, and a signal to this script (SIGINT, SIGTERM,
// SIGHUP) is passed to every group: tsx and the bins start processes of their own, which a
// signal to the direct child alone would leave running as orphans. This script exits only
// once every group is gone (SIGKILL after a grace period), with 0 for a requested stop.
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'
import { finishDist } from './finish-dist.mjs'
import { linkPackage } from './link-package.mjs'

const GRACE_MS = 5000
const bin = (name) => join('node_modules', '.bin', name)

linkPackage()
// Build once first, so the playground never loads before dist/ exists; then keep rebuilding.
execFileSync(bin('tsup'), ['--silent'], { stdio: 'inherit' })
finishDist()

const children = [
  [bin('tsup'), ['--watch', '--silent', '--onSuccess', 'node scripts/finish-dist.mjs']],
  [bin('tsx'), ['server/index.ts']],
  [bin('vite'), ['--config', 'playground/vite.config.ts']],
].map(([command, args]) => {
  const child = spawn(command, args, { stdio: 'inherit', detached: true })
  child.exited = new Promise((resolve) => {
    child.once('exit', resolve)
    child.once('error', resolve)
  })
  return child
})

let stopping = false
async function stop(exitCode) {
  if (stopping) return
  stopping = true
  signalAll('SIGTERM')
  const timer = setTimeout(() => signalAll('SIGKILL'), GRACE_MS)
  await Promise.all(children.map((child) => child.exited))
  clearTimeout(timer)
  // A group can outlive its leader (a grandchild still closing): make sure none is left.
  signalAll('SIGKILL')
  process.exit(exitCode)
}

function signalAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The whole group is already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0))
// One part ending on its own (a crash, a port in use) ends the others too.
for (const child of children) child.exited.then((code) => stop(code === 0 ? 0 : 1))
