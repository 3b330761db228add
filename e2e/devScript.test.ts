import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, expect, it } from 'vitest'
import { finishDist } from '../scripts/finish-dist.mjs'
import { freePort } from './support/freePort'
import { answers, keepOutput, startedServing } from './support/startedServer'

/**
 * `npm run dev` (scripts/dev.mjs) ended with SIGTERM, as a supervisor or an IDE ends it:
 * it must stop the contract server, the playground's Vite server and the rebuilding tsup,
 * with every process they started. Sent to the script itself, it exits 0; sent to npm, which
 * passes it only to its shell, scripts/with-node.mjs sees it has been orphaned and ends the rest.
 */
it.each([
  { how: 'scripts/dev.mjs', command: process.execPath, args: ['scripts/dev.mjs'], exitCode: 0 },
  { how: 'npm run dev', command: 'npm', args: ['run', 'dev'], exitCode: undefined },
])(
  '$how: SIGTERM ends every process it started and frees its ports',
  async ({ command, args, exitCode }) => {
    const [serverPort, playgroundPort] = [await freePort(), await freePort()]
    const dev = spawn(command, args, {
      env: { ...process.env, UPLOAD_SERVER_PORT: String(serverPort), PLAYGROUND_PORT: String(playgroundPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = once(dev, 'exit')
    const printed = keepOutput(dev)
    await startedServing(dev, `http://127.0.0.1:${serverPort}/healthz`, printed)
    await startedServing(dev, `http://127.0.0.1:${playgroundPort}/`, printed)

    const descendants = descendantsOf(dev.pid as number)
    // tsup, tsx (and the Node it starts), Vite, and the esbuild services under them.
    expect(descendants.length).toBeGreaterThanOrEqual(4)

    dev.kill('SIGTERM')
    const [code, signal] = await exited
    if (exitCode !== undefined) expect({ code, signal }).toEqual({ code: exitCode, signal: null })
    await expect.poll(() => descendants.filter(isRunning), { timeout: 10_000 }).toEqual([])
    expect(await answers(`http://127.0.0.1:${serverPort}/healthz`)).toBe(false)
    expect(await answers(`http://127.0.0.1:${playgroundPort}/`)).toBe(false)
  },
  180_000,
)

// dev.mjs rebuilt dist/ in watch mode and may have been stopped mid-way: leave it whole for
// the other end-to-end files.
afterAll(async () => {
  const build = spawn('npx', ['tsup', '--silent'], { stdio: 'inherit' })
  await once(build, 'exit')
  finishDist()
}, 180_000)

/** Every live process below `pid` (Linux /proc), found through parent ids. */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = readStat(Number(name))
    if (stat) parents.set(Number(name), stat.ppid)
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const parent = queue.shift() as number
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child)
        queue.push(child)
      }
    }
  }
  return found
}

function readStat(pid: number): { state: string; ppid: number } | null {
  try {
    // "pid (comm) state ppid …"; comm may hold spaces and parentheses, so split after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: state as string, ppid: Number(ppid) }
  } catch {
    return null
  }
}

/** Alive and not a zombie waiting for its parent to collect it. */
function isRunning(pid: number): boolean {
  const stat = readStat(pid)
  return stat !== null && stat.state !== 'Z'
}
