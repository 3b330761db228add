import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
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
