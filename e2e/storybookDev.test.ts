// The workbench as designers open it (`npm run storybook`: Storybook's development server): its sidebar speaks
// Polish, and Storybook's own onboarding checklist ("Get started", shown only by the development server) is off
// (.storybook/main.ts `features`).
import { type ChildProcess, spawn } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { playwrightPage } from './support/chromiumOnly'
import type { EngineBrowser } from './support/engines'
import { launchChromium } from './support/engines/chromium'
import { freePort } from './support/freePort'
import { keepOutput, startedServing } from './support/startedServer'

let storybook: ChildProcess | undefined
let browser: EngineBrowser | undefined
let url = ''

beforeAll(async () => {
  const port = await freePort()
  url = `http://127.0.0.1:${port}/`
  // Its own process group, so that ending it ends Vite and the esbuild services it started.
  storybook = spawn('npx', ['storybook', 'dev', '-p', String(port), '--host', '127.0.0.1', '--no-open', '--ci'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  await startedServing(storybook, url, keepOutput(storybook), 150_000)
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  if (storybook?.pid) process.kill(-storybook.pid, 'SIGTERM')
})

it('shows the Polish groups in the sidebar and no "Get started" checklist', async () => {
  const manager = playwrightPage(await (browser as EngineBrowser).openPage(url, { width: 1400, height: 1000 }))
  await manager.getByText('Panel załączników', { exact: true }).first().waitFor({ timeout: 60_000 })
  await manager.getByText('Stany przesyłania', { exact: true }).first().waitFor()
  // With the feature on, Storybook 10.6 draws the checklist's box (`#storybook-checklist-widget`) with the sidebar's
  // entries, collapsed until its items load from the server a few seconds later ("Get started"): its box is there
  // by now, or never.
  expect(await manager.locator('#storybook-checklist-widget').count()).toBe(0)
  expect(await manager.getByText(/Get started/i).count()).toBe(0)
}, 90_000)
