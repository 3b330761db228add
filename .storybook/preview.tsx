import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/600.css'
import '@fontsource/roboto/700.css'
import './workbench.css'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { StrictMode } from 'react'

/** Hosts run React in StrictMode in development; the panel must survive its double effects. */
const withStrictMode: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
)

/** A page-like frame of fixed width, coloured for the story's theme. */
const withFrame: Decorator = (Story, { args }) => (
  <div className="story-frame" data-theme={typeof args.theme === 'string' ? args.theme : 'light'}>
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

const preview: Preview = {
  decorators: [withFrame, withStrictMode],
  loaders: [
    // One worker for the whole session; each story adds its own upload handlers (see stories/support/uploadServer.ts).
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
      return worker
    }),
    loadFonts,
  ],
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test, not only a warning in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: {
      options: {
        phone360: { name: 'Phone 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
}

export default preview
