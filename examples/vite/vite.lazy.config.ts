import { defineConfig, mergeConfig } from 'vite'
import base from './vite.config'

// The README's lazy recipe (lazy.html), built beside the static app for the README's bundle figures.
export default mergeConfig(
  base,
  defineConfig({ build: { outDir: 'dist-lazy', manifest: true, rollupOptions: { input: 'lazy.html' } } }),
)
