import { execFileSync } from 'node:child_process'
import { finishDist } from '../scripts/finish-dist.mjs'
import { linkPackage } from '../scripts/link-package.mjs'

/**
 * Global setup of the end-to-end project: builds the package (as
 * published: tsup, then scripts/finish-dist.mjs) and makes it importable by its public name, so the tests use
 * the package exactly as a host application would.
 */
export default function setup() {
  // Every end-to-end project (one per engine) names this setup; Vitest runs each in this one process.
  if (process.env.ATTACHMENT_E2E_BUILT === '1') return
  process.env.ATTACHMENT_E2E_BUILT = '1'
  execFileSync('npx', ['tsup', '--silent'], { stdio: 'inherit' })
  finishDist()
  linkPackage()
  // The host playground is built against that dist/, as a consumer's bundler would.
  execFileSync('npx', ['vite', 'build', '--config', 'playground/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
}
