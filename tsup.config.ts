import { defineConfig, type Options } from 'tsup'

const common: Options = {
  sourcemap: true,
  target: 'es2022',
  platform: 'browser',
  tsconfig: 'tsconfig.build.json',
}

/** The preview worker, a file of its own (see src/thumbnails/offThreadPreviews.ts). */
const WORKER_FILES = ['previewWorker.js', 'previewWorker.js.map']

export default defineConfig([
  {
    ...common,
    // `lazy`: React.lazy for the panel with its type argument (src/lazy.ts), which imports nothing of the panel at
    // run time. Its declarations are written by scripts/finish-dist.mjs: rolled up with the entry's, they would
    // split index.d.ts into a shared file, and the API report reads it whole.
    // `msw`: the endpoint's mocks for a host's own tests (src/msw.ts), sharing no module with the panel.
    entry: { index: 'src/index.ts', lazy: 'src/lazy.ts', msw: 'src/msw.ts' },
    // ES modules only, as every Uppy package is: the CommonJS entry and the extra declarations
    // are written by scripts/finish-dist.mjs after this build (see there why).
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', msw: 'src/msw.ts' } },
    // Both builds run at once: this one's cleaning must not delete the worker's output.
    clean: WORKER_FILES.map((file) => `!${file}`),
    // Uppy's stylesheets are imported from src/styles.css: bundle them into the one dist/index.css.
    noExternal: [/\.css$/],
    // msw is an optional peer; the mocks' multipart parser is bundled into dist/msw.js.
    external: ['react', 'react-dom', 'react/jsx-runtime', 'msw'],
  },
  {
    ...common,
    // A classic script that imports nothing: it starts as a worker from any host's bundler or server.
    entry: { previewWorker: 'src/thumbnails/previewWorker.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    minify: true,
  },
])
