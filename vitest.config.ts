import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { ENGINE_NAMES, type EngineName } from './e2e/support/engines/types.ts'
import { chromiumLaunchOptions } from './tools/chromium.ts'
import { engineBrowser } from './tools/engineProvider.ts'
import { shiftTolerantComparator } from './tools/shiftTolerantComparator.ts'

/** A fresh object per project: Vitest mutates the browser config it is given. */
function chromiumBrowser(
  contextOptions: { viewport?: { width: number; height: number }; forcedColors?: 'active' | 'none' } = {},
) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 900, height: 800 },
  }
}

/** What a Firefox or WebKit page needs before its tests (tools/engineProvider.ts). */
const engineSetupFiles = (engine: EngineName) => (engine === 'chromium' ? [] : ['tools/previewUserEventTimers.ts'])

/**
 * Two lanes on two cores. Vitest runs the groups one after another; inside a group one file of the Node pool (an
 * end-to-end file, which drives a browser and starts its own server) runs beside one browser-mode file (component tests or
 * stories), each pool bounded by the group's `maxWorkers`, which those projects set to 1 (`fileParallelism: false`)
 * so that the groups hold on a machine with more cores too. The groups are balanced by the files' times in a
 * fresh-clone run (docs/test-time.md); no group runs two end-to-end engines at once, whose timing-bound cases
 * (stalls, time left, throttled links) would then share a core with a second real upload. The last group is the
 * Chromium-only end-to-end files, two at a time and alone: they build and install (the examples, Storybook, the
 * packed package) rather than time anything. Two of them run in the lane of group 2 instead (`e2e-alone`): the one that
 * times steady progress, and `npm run dev`'s, whose tsup rebuilds dist/ under the others.
 */
const GROUP_OF_PROJECT: Record<string, number> = {
  'e2e-chromium': 1,
  node: 1,
  'browser-firefox': 1,
  'storybook-webkit': 1,
  storybook: 1,
  'e2e-firefox': 2,
  'e2e-alone': 2,
  'storybook-firefox': 2,
  'storybook-dark': 2,
  'storybook-forced-colours': 2,
  'e2e-webkit': 3,
  'browser-webkit': 3,
  browser: 3,
  e2e: 4,
}

/** The project's group and how many of its files run at once (see GROUP_OF_PROJECT). */
function lane(projectName: string, filesAtOnce = 1) {
  const groupOrder = GROUP_OF_PROJECT[projectName]
  if (groupOrder === undefined) throw new Error(`vitest.config.ts: project "${projectName}" has no group`)
  const parallelism = filesAtOnce === 1 ? { fileParallelism: false } : { maxWorkers: filesAtOnce }
  return { name: projectName, ...parallelism, sequence: { groupOrder } }
}

/**
 * A browser-mode project's files run one after another in one frame instead of a fresh frame each, which loaded
 * Uppy, React and MSW again for every file: the Firefox component tests took 197 s (217 core-seconds) that way and
 * 129 s (107) this way. Each test renders its own panel and removes it; what a file leaves in the page's modules
 * (a chunk already loaded) is not something a test here may count on — that is checked in a fresh page of each
 * engine, on the built package (e2e/engines/).
 */
const ONE_PAGE_FOR_ALL_FILES = { isolate: false }

/** The component tests (`*.browser.test.tsx`): real Uppy, MSW, the real DOM of `engine`. */
function browserProject(engine: EngineName) {
  return {
    plugins: [react()],
    publicDir: 'public',
    test: {
      ...lane(engine === 'chromium' ? 'browser' : `browser-${engine}`),
      include: ['src/**/*.browser.test.tsx'],
      ...ONE_PAGE_FOR_ALL_FILES,
      browser:
        engine === 'chromium'
          ? // Failure screenshots would land next to the tests; the assertions say what went wrong.
            { ...chromiumBrowser(), screenshotFailures: false }
          : engineBrowser(engine, { width: 1000, height: 900 }),
      setupFiles: ['src/test/nothingLeftMounted.ts', 'src/test/bundledFont.ts', ...engineSetupFiles(engine)],
      testTimeout: 30_000,
    },
  }
}

/**
 * Every story in stories/ becomes a test: render, play, axe check, then a screenshot
 * compared with its committed baseline (.storybook/vitest.setup.ts).
 */
function storybookProject(
  name: string,
  initialGlobals: Record<string, unknown> = {},
  engine: EngineName = 'chromium',
  variant: { tags?: { include: string[] }; forcedColors?: 'active' } = {},
) {
  return {
    plugins: [
      storybookTest({ configDir: '.storybook', initialGlobals, ...(variant.tags ? { tags: variant.tags } : {}) }),
      // The plugin gives every project of one Storybook the same Vite cache; two projects
      // optimizing into it at once delete each other's files ("Failed to fetch dynamically
      // imported module"). Runs after it, so this directory wins.
      { name: `${name}-own-cache`, config: () => ({ cacheDir: `node_modules/.cache/vitest-${name}` }) },
    ],
    test: {
      ...lane(name),
      ...ONE_PAGE_FOR_ALL_FILES,
      browser: {
        // The Storybook plugin sizes the story iframe to 1200 × 900 (or the story's
        // viewport); a window smaller than that would scale the iframe down and
        // blur every screenshot, so the window is made larger.
        ...(engine === 'chromium'
          ? chromiumBrowser({
              viewport: { width: 1280, height: 1000 },
              ...(variant.forcedColors ? { forcedColors: variant.forcedColors } : {}),
            })
          : {
              ...engineBrowser(engine, { width: 1280, height: 1000 }),
              expect: { toMatchScreenshot: { comparators: { shiftTolerant: shiftTolerantComparator } } },
            }),
      },
      // toMatchScreenshot writes baselines and diffs through the API server; the
      // Storybook plugin turns writing off unless the project allows it.
      api: { allowWrite: true },
      setupFiles: ['.storybook/vitest.setup.ts', ...engineSetupFiles(engine)],
      testTimeout: 30_000,
    },
  }
}

/**
 * Chromium-only end-to-end files that may not run beside another: large uploads whose progress must stay steady,
 * and `npm run dev`, which builds dist/ again while it runs.
 */
const ALONE_FILES = ['e2e/reliability.test.ts', 'e2e/devScript.test.ts']

/**
 * Real servers and real browsers: the Chromium-only end-to-end project and the per-engine ones.
 * A fresh object per project, as for the browser config.
 */
const e2eTest = () => ({
  environment: 'node' as const,
  globalSetup: ['e2e/buildOnce.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Real uploads through a proxy on a loaded 2-core machine: polls get more than Vitest's 1 s.
  expect: { poll: { timeout: 10_000 } },
})

export default defineConfig({
  test: {
    // No project retries a failed test: one that fails now and then has a cause to find and fix.
    retry: 0,
    // A missing baseline (API report, accessibility tree, story screenshot) fails everywhere, as in CI:
    // outside CI Vitest would write it, and a file snapshot would pass. Only `--update`/`-u`/`--update=new` writes.
    update: 'none',
    projects: [
      {
        test: {
          ...lane('node'),
          environment: 'node',
          // One worker for all 80 files: a fresh one per file cost 55 s instead of 24 on two cores. What a test
          // stubs on globalThis is put back after it, so no file sees another's stubs.
          isolate: false,
          unstubGlobals: true,
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'stories/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          ...e2eTest(),
          ...lane('e2e', 2),
          include: ['e2e/**/*.test.ts'],
          // Written once for every engine: the projects below run them.
          exclude: ['e2e/engines/**', ...ALONE_FILES],
        },
      },
      {
        test: {
          ...e2eTest(),
          ...lane('e2e-alone'),
          include: ALONE_FILES,
        },
      },
      ...ENGINE_NAMES.map((engine) => ({
        test: {
          ...e2eTest(),
          ...lane(`e2e-${engine}`),
          include: ['e2e/engines/**/*.test.ts'],
          env: { E2E_ENGINE: engine },
          // One worker for the project's files, which keeps the engine's browser between them
          // (e2e/support/engines/shared.ts); each file still starts its own server and opens fresh pages.
          isolate: false,
        },
      })),
      browserProject('chromium'),
      browserProject('firefox'),
      browserProject('webkit'),
      storybookProject('storybook'),
      // The same stories with the dark theme forced on the panel: axe checks contrast
      // and a baseline is kept for every state in dark too.
      storybookProject('storybook-dark', { panelTheme: 'dark' }),
      // The stories tagged `forced-colours`, in Windows' contrast theme as Chromium emulates it (Playwright's
      // forcedColors): Firefox and WebKit here cannot be put in it.
      storybookProject('storybook-forced-colours', {}, 'chromium', {
        tags: { include: ['forced-colours'] },
        forcedColors: 'active',
      }),
      storybookProject('storybook-firefox', {}, 'firefox'),
      storybookProject('storybook-webkit', {}, 'webkit'),
    ],
  },
})
