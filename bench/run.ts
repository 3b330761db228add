// npm run bench [-- flags]: the panel (built package) against raw XHR and a plain Uppy wiring,
// in one headless Chromium run against the contract server. See bench/README.md.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright'
import { linkPackage } from '../scripts/link-package.mjs'
import { startUploadServer } from '../server/createServer'
import { chromiumExecutablePath } from '../tools/chromium'
import { launchBrowser, serveStatic } from './browser'
import { buildPages, bytesBySource, measureBundles } from './build'
import { type BrowserQuota, QUOTA_PERIOD_US, setUpBrowserQuota } from './phone/browserQuota'
import { measureFullSpeed, measureSlowdowns } from './phone/calibration'
import { mainThreadProfile, type PhoneContext, wholeBrowserProfile } from './phone/emulation'
import { phoneBrowserShare, phoneThrottleRate, REFERENCE_LOOP_MS } from './phone/phoneSpeed'
import { MAX_PHOTO_BYTES } from './phone/photos'
import { printPhoneReport } from './phone/report'
import { PHONE_SCENARIOS, type PhoneConfig, type PhoneScenario } from './phone/results'
import { runPhone, tracePhoneSends } from './phone/runPhone'
import { profile } from './profile'
import { type Budget, enforced, printReport, type Results } from './report'
import { append, rotate } from './rounds'
import { addMany, type BenchContext, cycles, MB, throughput, type Variant } from './scenarios'
import { traceUploads } from './trace'

const { values: flags } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    'cycle-rounds': { type: 'string' },
    large: { type: 'string' },
    medium: { type: 'string' },
    add: { type: 'string' },
    'add-after': { type: 'string' },
    cycles: { type: 'string' },
    'cycle-files': { type: 'string' },
    'warm-up': { type: 'string' },
    dwell: { type: 'string' },
    settle: { type: 'string' },
    only: { type: 'string' },
    phone: { type: 'boolean', default: false },
    photos: { type: 'string' },
    'tap-upload': { type: 'string' },
    'tap-uplink': { type: 'string' },
    'tap-every': { type: 'string' },
    'uplink-files': { type: 'string' },
    uplink: { type: 'string' },
    'send-photos': { type: 'string' },
    'wait-limit': { type: 'string' },
    profiles: { type: 'string' },
    'browser-share': { type: 'string' },
    'throttle-rate': { type: 'string' },
    'quota-period': { type: 'string' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    diagnose: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (flags.help) {
  console.log(`npm run bench -- [flags]
  --ci               small, quick configuration; exit code only from the enforced deterministic budgets
  --rounds N         rounds of throughput and add, medians reported (default 5; CI 1; --phone 3)
  --cycle-rounds N   rounds of the cycles, the slowest scenario (default 3, at most --rounds; CI 1)
  --large NxMB       few large files (default 6x48; CI 2x4)
  --medium NxMB      many medium files (default 40x2; CI 8x1)
  --add N            small JPEGs added at once (default 500; CI 100)
  --add-after NxMB   the upload that comes first in the add-after scenario (default 6x48; CI 2x4)
  --cycles N         add/clear and mount/unmount cycles (default 20; CI 8)
  --cycle-files N    JPEGs per cycle (default 20)
  --warm-up N        cycles before the first snapshot, while V8 still optimises (default 5; CI 1)
  --dwell MS,MS      waits between "listed" and "Anuluj"/unmount, taking turns (default 50,1000:
                     clear while previews are being made / after they are shown)
  --settle MS        window after adding in which long tasks count (default 3000; CI 1000)
  --only LIST        comma list of: throughput,add,add-after,cycles,bundle (default all);
                     with --phone: photos,taps,uplink,send (default all)
  --profile          CPU profiles of the panel (add, upload) and object-URL creation stacks instead
  --trace            the main thread's tasks by kind, and when the first and last requests go, while
                     headless Uppy and the panel send --medium (Chrome traces, --rounds rounds) instead;
                     with --phone: one traced send of --send-photos by the panel under each profile, its
                     main thread by task kind and every task over 50 ms with what took longest in it
  --diagnose         record the creating stack of every object URL left live after the cycles
  --no-build         use the existing dist/ instead of running tsup first

  --phone            the phone profile instead (412 × 915 at 2.6×, touch, CPU 4× slower): photos, taps,
                     uplink, send (bench/README.md); its timing budgets are printed, never fail the run. With it:
  --photos N         12 MP phone photos picked at once (default 20; CI 4), made once in .cache/bench-photos/
  --tap-upload NxMB  the upload during which the page is tapped (default 40x2; CI 20x1)
  --tap-uplink MBIT  the throttled uplink of the second tap run, Mbit/s (default 20)
  --tap-every MS     time between taps (default 250)
  --uplink-files NxMB  the upload timed over the throttled uplink (default 10x3; CI 3x1)
  --uplink MBIT      that uplink and the send scenario's, Mbit/s (default 10)
  --send-photos N    12 MP phone photos picked and sent at once, scaled by the panel and by
                     @uppy/compressor, or not (default 20; CI 3)
  --wait-limit S     every wait in a page ends after this many seconds, reported as a timeout
                     (default 120; an upload gets at least 4× what its bytes need at the uplink's rate)
  --profiles LIST    main-thread (Chromium's throttle of the page's main thread), whole-browser (every
                     browser process under a cpu cgroup quota; skipped, and said so, where none can be set);
                     default both. Photos and send run under both, taps and uplink under main-thread only
  --browser-share F  the whole-browser profile's share of one core (default: set from a fixed loop's time
                     at full speed here, 0.5 where it takes ${REFERENCE_LOOP_MS} ms, more on a slower machine; at most 1)
  --throttle-rate R  the main-thread profile's Chromium throttle (default: 4 where the loop takes
                     ${REFERENCE_LOOP_MS} ms, less on a slower machine; at least 1)
  --quota-period MS  the period over which the quota is granted (default ${QUOTA_PERIOD_US / 1000})`)
  process.exit(0)
}

const ci = flags.ci
const int = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : Number.parseInt(value, 10)
const files = (value: string | undefined, fallback: string) => {
  const [count = '', size = ''] = (value ?? fallback).toLowerCase().split('x')
  return { count: Number.parseInt(count, 10), size: Math.round(Number.parseFloat(size) * MB) }
}
const phone = flags.phone
/** Rounds unless told: 1 in CI, 3 of the slower phone profile, 5 otherwise. */
function defaultRounds() {
  if (ci) return 1
  return phone ? 3 : 5
}
const config = {
  rounds: int(flags.rounds, defaultRounds()),
  cycleRounds: int(flags['cycle-rounds'], ci ? 1 : 3),
  large: files(flags.large, ci ? '2x4' : '6x48'),
  medium: files(flags.medium, ci ? '8x1' : '40x2'),
  add: int(flags.add, ci ? 100 : 500),
  addAfter: files(flags['add-after'], ci ? '2x4' : '6x48'),
  cycles: int(flags.cycles, ci ? 8 : 20),
  cycleFiles: int(flags['cycle-files'], 20),
  warmUpCycles: int(flags['warm-up'], ci ? 1 : 5),
  dwellMs: (flags.dwell ?? '50,1000').split(',').map((value) => Number.parseInt(value, 10)),
  settleMs: int(flags.settle, ci ? 1000 : 3000),
  quietMs: 1000,
  only: new Set((flags.only ?? 'throughput,add,add-after,cycles,bundle').split(',')),
}
const float = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value))
/** A number given on the command line, or undefined where the run sets it itself. */
const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value))
const phoneConfig: PhoneConfig = {
  rounds: config.rounds,
  photos: int(flags.photos, ci ? 4 : 20),
  tapUpload: files(flags['tap-upload'], ci ? '20x1' : '40x2'),
  tapUplinkMbit: float(flags['tap-uplink'], 20),
  tapEveryMs: int(flags['tap-every'], 250),
  uplinkUpload: files(flags['uplink-files'], ci ? '3x1' : '10x3'),
  uplinkMbit: float(flags.uplink, 10),
  sendPhotos: int(flags['send-photos'], ci ? 3 : 20),
  limitMs: float(flags['wait-limit'], 120) * 1000,
  only: new Set((flags.only ?? PHONE_SCENARIOS.join(',')).split(',') as PhoneScenario[]),
}
const phoneProfiles = new Set((flags.profiles ?? 'main-thread,whole-browser').split(','))
const browserShare = optionalNumber(flags['browser-share'])
const quotaPeriodUs = float(flags['quota-period'], QUOTA_PERIOD_US / 1000) * 1000
if (!(quotaPeriodUs >= 2000 && quotaPeriodUs <= 1_000_000)) throw new Error('--quota-period must be 2 to 1000 ms')
for (const name of phoneProfiles)
  if (name !== 'main-thread' && name !== 'whole-browser') throw new Error(`--profiles: no profile "${name}"`)
const throttleRate = optionalNumber(flags['throttle-rate'])
if (throttleRate !== undefined && !(throttleRate >= 1 && throttleRate <= 20))
  throw new Error('--throttle-rate must be 1 to 20')
if (browserShare !== undefined && !(browserShare > 0 && browserShare <= 2))
  throw new Error('--browser-share must be above 0 and at most 2')
for (const [name, value] of Object.entries(phone ? phoneConfig : config))
  for (const number of [value].flat())
    if (typeof number === 'number' && !(number >= 0)) throw new Error(`Bad value for ${name}`)
const scenarioNames: readonly string[] = phone
  ? PHONE_SCENARIOS
  : ['throughput', 'add', 'add-after', 'cycles', 'bundle']
for (const name of (phone ? phoneConfig : config).only)
  if (!scenarioNames.includes(name)) throw new Error(`--only: no scenario "${name}"${phone ? ' with --phone' : ''}`)
if (phone && (flags.profile || flags.diagnose)) throw new Error('--profile and --diagnose are not for --phone')
if (phone && (phoneConfig.tapEveryMs === 0 || phoneConfig.tapUplinkMbit === 0 || phoneConfig.uplinkMbit === 0))
  throw new Error('--tap-every, --tap-uplink and --uplink must be above 0')
if (phone && phoneConfig.only.has('send') && phoneConfig.sendPhotos === 0)
  throw new Error('--send-photos must be above 0')

/** Whole run bounded: a hung browser must not hang CI. */
function runLimitMinutes() {
  if (ci) return 4
  // Three phone rounds take about a quarter of an hour, and about 4 minutes more each with the photos sent;
  // the uplinks are slow on purpose.
  return phone ? 45 : 30
}
const RUN_LIMIT_MS = runLimitMinutes() * 60_000
const watchdog = setTimeout(() => {
  console.error(`bench: stopped after ${RUN_LIMIT_MS / 1000} s`)
  process.exit(2)
}, RUN_LIMIT_MS)
watchdog.unref()

async function main(): Promise<number> {
  const started = Date.now()
  if (!flags['no-build']) execFileSync('npx', ['tsup', '--silent'], { stdio: 'inherit' })
  linkPackage()
  const workDir = mkdtempSync(join(tmpdir(), 'attachment-bench-'))
  const maxFileSize =
    Math.max(
      ...(phone
        ? [phoneConfig.tapUpload.size, phoneConfig.uplinkUpload.size, MAX_PHOTO_BYTES]
        : [config.large.size, config.medium.size, config.addAfter.size]),
    ) + MB
  const server = await startUploadServer({ port: 0, maxFileSize })
  const browser = await launchBrowser()
  const pages = await serveStatic(join(workDir, 'pages'))
  try {
    await buildPages(join(workDir, 'pages'))
    const ctx: BenchContext = {
      browser,
      pagesUrl: pages.url,
      server,
      maxFileSize,
      captureStacks: flags.diagnose || flags.profile,
    }
    console.log(
      `Chromium ${browser.version()} · Node ${process.version} · ${config.rounds} round(s)` +
        `${phone ? '' : `, cycles ${Math.min(config.cycleRounds, config.rounds)}`} · ${new Date().toISOString()}`,
    )
    if (phone) {
      const budgets = await phoneRun(ctx, workDir)
      console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
      // Timing is printed, never failing the run (bench/README.md); what the panel sent (upright, no location) is not timing.
      const failing = budgets.filter((budget) => !budget.pass && enforced(budget, ci))
      if (failing.length > 0) {
        console.log(`${failing.length} budget(s) failed.`)
        return 1
      }
      return 0
    }
    if (flags.profile) {
      await profile(ctx, { addCount: config.add, medium: config.medium, settleMs: config.settleMs, outDir: workDir })
      return 0
    }
    if (flags.trace) {
      await traceUploads(ctx, { medium: config.medium, rounds: config.rounds })
      return 0
    }
    const results: Results = { config, throughput: {}, add: {}, addAfterUpload: {}, cycles: {}, remount: {} }
    for (let round = 1; round <= config.rounds; round++) {
      process.stderr.write(`round ${round}/${config.rounds}…\n`)
      // Each round starts with another variant, so none always runs right after a cleanup or a warm cache.
      const uploadVariants = rotate<Variant>(['raw', 'headless', 'baseline', 'panel'], round - 1)
      const uiVariants = rotate<Variant>(['baseline', 'panel'], round - 1)
      if (config.only.has('throughput'))
        for (const [label, spec] of [
          ['large', config.large],
          ['medium', config.medium],
        ] as const)
          for (const variant of uploadVariants) {
            const byVariant = results.throughput[label] ?? {}
            results.throughput[label] = byVariant
            append(byVariant, variant, await throughput(ctx, variant, spec.count, spec.size))
          }
      if (config.only.has('add'))
        for (const variant of uiVariants)
          append(results.add, variant, await addMany(ctx, variant, config.add, config.settleMs))
      if (config.only.has('add-after'))
        for (const variant of uiVariants)
          append(
            results.addAfterUpload,
            variant,
            await addMany(ctx, variant, config.add, config.settleMs, config.addAfter),
          )
      if (config.only.has('cycles') && round <= config.cycleRounds)
        for (const variant of uiVariants)
          for (const remount of [false, true]) {
            const target = remount ? results.remount : results.cycles
            const run = await cycles(ctx, variant, {
              cycles: config.cycles,
              files: config.cycleFiles,
              warmUp: config.warmUpCycles,
              dwellMs: config.dwellMs,
              quietMs: config.quietMs,
              remount,
            })
            append(target, variant, run)
          }
    }
    if (config.only.has('bundle')) {
      results.bundle = await measureBundles(join(workDir, 'size'))
      results.panelSources = bytesBySource(join(workDir, 'size'), 'panel')
    }
    const budgets: Budget[] = printReport(results, { ci, diagnose: flags.diagnose })
    console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
    const failing = budgets.filter((budget) => !budget.pass && enforced(budget, ci))
    if (failing.length > 0) {
      console.log(`${failing.length} budget(s) failed${ci ? ' (enforced ones only in --ci)' : ''}.`)
      return 1
    }
    return 0
  } finally {
    await browser.close()
    await pages.close()
    await server.close()
    rmSync(workDir, { recursive: true, force: true })
  }
}

/** The phone profile under each profile asked for, the whole-browser one in a browser of its own under the quota. */
async function phoneRun(ctx: BenchContext, workDir: string): Promise<Budget[]> {
  const contexts: PhoneContext[] = []
  let quotaNote: string | undefined
  let quota: BrowserQuota | undefined
  let quotaBrowser: Browser | undefined
  try {
    // Both profiles stand for the same phone on a faster or slower machine (./phone/phoneSpeed.ts).
    const full = await measureFullSpeed(ctx)
    if (phoneProfiles.has('main-thread'))
      contexts.push({ ...ctx, profile: mainThreadProfile(throttleRate ?? phoneThrottleRate(full.page)) })
    if (phoneProfiles.has('whole-browser')) {
      const share = browserShare ?? phoneBrowserShare(full.page)
      const setup = setUpBrowserQuota(chromiumExecutablePath, workDir, share, quotaPeriodUs)
      if ('unavailable' in setup) {
        quotaNote = `whole-browser profile SKIPPED: ${setup.unavailable}`
        console.log(`\n${quotaNote}`)
      } else {
        quota = setup.quota
        quotaBrowser = await launchBrowser(quota.launcher)
        contexts.push({
          ...ctx,
          browser: quotaBrowser,
          profile: wholeBrowserProfile(quota.share, quota.periodUs),
          quota,
        })
      }
    }
    const slowdowns = await measureSlowdowns(full, contexts)
    if (flags.trace) {
      await tracePhoneSends(contexts, phoneConfig, join(workDir, 'pages'))
      return []
    }
    const results = await runPhone(contexts, phoneConfig, join(workDir, 'pages'))
    return printPhoneReport(results, { ci, slowdowns, skipped: quotaNote })
  } finally {
    await quotaBrowser?.close()
    await quota?.remove()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
