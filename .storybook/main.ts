import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'

/**
 * Third-party modules the panel and the stories load. Pre-bundled up front: a module
 * Vite discovers only while tests run makes it reload the page mid-test (seen with
 * @uppy/thumbnail-generator on a fresh cache), which fails whatever story was running.
 */
const PREBUNDLED = [
  '@uppy/core',
  '@uppy/core/utils',
  '@uppy/dashboard',
  '@uppy/locales/lib/pl_PL.js',
  '@uppy/react',
  '@uppy/react/dashboard',
  '@uppy/thumbnail-generator',
  '@uppy/xhr-upload',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
]

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages (MDX) first: the introduction is what Storybook opens (storySort in preview.tsx).
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
    'msw-storybook-addon',
  ],
  // Serves public/mockServiceWorker.js, which MSW registers to answer the upload requests.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No "Get started" onboarding checklist in the designers' sidebar, nor its guide page in the menu (Storybook 10).
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { optimizeDeps: { include: PREBUNDLED } }),
}

export default config
