import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  // ES modules only, as every Uppy package is: the CommonJS entry and the extra declarations
  // are written by scripts/finish-dist.mjs after this build (see there why).
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  // Uppy's stylesheets are imported from src/styles.css: bundle them into the one dist/index.css.
  noExternal: [/\.css$/],
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  tsconfig: 'tsconfig.build.json',
})
