// `npm run dev`: the contract server and the host playground together, with the package
// rebuilt on change (the playground imports the built dist/ as a host would).
import { execFileSync, spawn } from 'node:child_process'
import { linkPackage } from './link-package.mjs'

linkPackage()
// Build once first, so the playground never loads before dist/ exists; then keep rebuilding.
execFileSync('npx', ['tsup', '--silent'], { stdio: 'inherit' })
const children = [
  spawn('npx', ['tsup', '--watch', '--silent'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'server/index.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'playground/vite.config.ts'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop())
