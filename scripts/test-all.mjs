// The one command that checks everything a reviewer would: the browsers it needs (Debian's Chromium,
// Firefox ESR and WebKitGTK, installed when missing where it may), types, lint and format, the build,
// the leak budgets, then every test project (unit, browser, stories, end-to-end; the network cases in all three engines).
// Ends with a plain "N passed, N failed" line that CI reads.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const reportDir = '.tmp'
const reportFile = join(reportDir, 'vitest-report.json')
mkdirSync(reportDir, { recursive: true })
rmSync(reportFile, { force: true })

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  return result.status ?? 1
}

const extraArgs = process.argv.slice(2)
// Without its browsers the run would only fail later and obscurely: stop now, with what to install.
if (run('browsers', 'npx', ['tsx', 'scripts/ensure-browsers.ts']) !== 0) process.exit(1)
let failedSteps = 0
failedSteps += run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0 ? 0 : 1
failedSteps += run('lint and format', 'npx', ['biome', 'check', '.']) === 0 ? 0 : 1
failedSteps += run('build', 'npm', ['run', '--silent', 'build']) === 0 ? 0 : 1
// The deterministic budgets of the benchmark (no object URL, DOM node or listener left after
// add/clear and mount/unmount cycles; the bytes the panel adds to a host page, CSS and a ceiling
// on its own JS); timings are printed, never asserted.
failedSteps +=
  run('leak and size budgets', 'npx', ['tsx', 'bench/run.ts', '--ci', '--only', 'cycles,bundle', '--no-build']) === 0
    ? 0
    : 1
const testStatus = run('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extraArgs,
])

let passed = 0
let failed = 0
let skipped = 0
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  passed = report.numPassedTests
  failed = report.numFailedTests
  skipped = report.numPendingTests + (report.numTodoTests ?? 0)
  // A suite that failed to load counts as a failure even if it reported no test.
  if (testStatus !== 0 && failed === 0) failed = 1
} catch {
  failed = Math.max(failed, 1)
}
failed += failedSteps
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || testStatus !== 0 ? 1 : 0)
