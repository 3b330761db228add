import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './tools/chromium.ts'

/** A fresh object per project: Vitest mutates the browser config it is given. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 900, height: 800 },
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        publicDir: 'public',
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          browser: chromiumBrowser(),
          testTimeout: 30_000,
        },
      },
    ],
  },
})
