import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/600.css'
import '@fontsource/roboto/700.css'
import './workbench.css'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { StrictMode } from 'react'
import type { BeforeEach } from 'storybook/internal/types'
import { configure } from 'storybook/test'
import { releaseHeldRequests } from '../mocks/handlers'
import { BRAND_GLOBAL, brandGlobalType, brandStyle, DEFAULT_BRAND } from '../stories/support/brands'
import { releaseHeldPhotos } from '../stories/support/heldPhotos'
import { releaseHeldSteps } from '../stories/support/heldSteps'
import {
  DEFAULT_SERVER_SCENARIO,
  SERVER_GLOBAL,
  serveChosenServer,
  serverGlobalType,
} from '../stories/support/serverSwitch'
import { axeRunOptions } from '../tools/axeOptions'
import { JOURNEY_TAG, listenForAnnouncements } from './announcementLog'
import { holdLongTimersAfterPlay } from './holdLongTimers'

/**
 * How long a play function's `waitFor` and `find…` wait by default. Testing Library's 1 s is too short on a loaded
 * 2-core CI machine: WebKit with a busy core beside it took longer to list the files the Restore story keeps
 * (IndexedDB, then the restore's own chunk). Five seconds, as the component tests' `eventually`; it costs time only
 * when a story fails.
 */
configure({ asyncUtilTimeout: 5_000 })

/** Hosts run React in StrictMode in development; the panel must survive its double effects. */
const withStrictMode: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
)

/**
 * The toolbar's "Motyw panelu" (and the `storybook-dark` test project) can force one
 * theme on every story, so each state is also reviewed, checked by axe and captured in dark.
 */
const withForcedTheme: Decorator = (Story, { args, globals }) => {
  const forced = globals.panelTheme
  return forced === 'light' || forced === 'dark' ? <Story args={{ ...args, theme: forced }} /> : <Story />
}

/**
 * A page-like frame of fixed width, coloured for the story's theme. It carries the brand tokens the "Marka"
 * toolbar (or the story) chose: set on an ancestor of the panel, as a host sets them.
 */
const withFrame: Decorator = (Story, { args, globals }) => (
  <div
    className="story-frame"
    data-theme={typeof args.theme === 'string' ? args.theme : 'light'}
    style={brandStyle(globals[BRAND_GLOBAL])}
  >
    <Story />
  </div>
)

/**
 * The bundled font must be in place before anything is measured or captured:
 * with `font-display: swap` the first frames would use a fallback font.
 */
const loadFonts: Loader = async () => {
  const sample = 'Zażółć gęślą jaźń „…” ×'
  await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Roboto`, sample)))
  await document.fonts.ready
  return {}
}

/**
 * When a story is left: answer the requests its server was holding (the Service Worker
 * never learns that the page aborted them) and let its held processing steps and photos finish.
 */
const releaseWhatTheStoryHeld: BeforeEach = () => () => {
  releaseHeldRequests()
  releaseHeldSteps()
  releaseHeldPhotos()
}

/** Screen sizes designers check the panel at (toolbar: viewport); 360 px is the Layout story's phone. */
const VIEWPORTS = {
  phone320: { name: 'Telefon 320 × 568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phone360: { name: 'Telefon 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone375: { name: 'Telefon 375 × 667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768 × 1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const

/** Under the story tests (Vitest's browser mode), a journey story is listened to from before it renders (./announcementLog.ts). */
const listenToJourneys: BeforeEach = async ({ tags }) => {
  const underTest = '__vitest_browser__' in globalThis
  if (underTest && tags.includes(JOURNEY_TAG)) await listenForAnnouncements()
}

const preview: Preview = {
  beforeEach: [releaseWhatTheStoryHeld, serveChosenServer, listenToJourneys],
  // Runs before the a11y addon's check: Storybook runs the project's `afterEach` hooks last to first.
  afterEach: holdLongTimersAfterPlay,
  decorators: [withFrame, withForcedTheme, withStrictMode],
  globalTypes: {
    panelTheme: {
      description: 'Motyw wymuszony w każdej historyjce, niezależnie od jej ustawień',
      toolbar: {
        title: 'Motyw panelu',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: 'story', title: 'Jak w historyjce' },
          { value: 'light', title: 'Jasny' },
          { value: 'dark', title: 'Ciemny' },
        ],
      },
    },
    [BRAND_GLOBAL]: brandGlobalType,
    [SERVER_GLOBAL]: serverGlobalType,
  },
  initialGlobals: { panelTheme: 'story', [BRAND_GLOBAL]: DEFAULT_BRAND, [SERVER_GLOBAL]: DEFAULT_SERVER_SCENARIO },
  loaders: [
    // One worker for the whole session; each story adds its own upload handlers (see stories/support/uploadServer.ts).
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
      return worker
    }),
    loadFonts,
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Any axe violation fails the story's test, not only a warning in the panel.
      test: 'error',
      // WCAG 2.0–2.2 A and AA plus best practice, and the rules enabled on purpose (tools/axeOptions.ts).
      options: axeRunOptions,
    },
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: { options: VIEWPORTS },
    options: {
      // The introduction is the first entry, so it is the page Storybook opens.
      storySort: {
        order: ['Dokumentacja', ['Wprowadzenie', 'Teksty panelu'], 'Panel załączników', ['Plac zabaw']],
      },
    },
  },
}

export default preview
