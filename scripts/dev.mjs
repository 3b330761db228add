// `npm run dev`: the contract server and the host playground together, with the package
// rebuilt on change (the playground imports the built dist/ as a host would).
import { spawn } from 'node:child_process'
import { linkPackage } from './link-package.mjs'

linkPackage()
const children = [
  spawn('npx', ['tsup', '--watch'], { stdio: 'inherit' }),
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
