// Builds the bench pages and the bundle-size host pages with esbuild, as a host app would bundle them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping'
import { type BuildOptions, build } from 'esbuild'

const root = join(import.meta.dirname, '..')

const common: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Not the repository's tsconfig: its `paths` would point the package name at src/ instead of dist/.
  tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
  logLevel: 'error',
  metafile: true,
  write: true,
}

/** Fails when the panel was bundled from src/ instead of the built package. */
function assertBuiltPackage(inputs: string[]) {
  const fromSource = inputs.filter((input) => /^src\//.test(relative(root, join(root, input))))
  if (fromSource.length > 0) throw new Error(`The bench must use dist/, but bundled ${fromSource.join(', ')}`)
}

/**
 * The three pages the browser runs: raw XHR, the baseline wiring, the panel.
 * Production React, whitespace and syntax minified but names kept, and source maps
 * (chained through dist/index.js.map to src/) so CPU profiles name the panel's functions.
 */
export async function buildPages(outDir: string): Promise<void> {
  const entries = ['raw.ts', 'headless.ts', 'baseline.tsx', 'panel.tsx'].map((file) => join(root, 'bench/pages', file))
  const result = await build({
    ...common,
    entryPoints: entries,
    outdir: outDir,
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
  })
  assertBuiltPackage(Object.keys(result.metafile?.inputs ?? {}))
  for (const entry of entries) {
    const name = basename(entry).replace(/\.tsx?$/, '')
    const css = existsSync(join(outDir, `${name}.css`)) ? `<link rel="stylesheet" href="${name}.css">` : ''
    writeFileSync(
      join(outDir, `${name}.html`),
      `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>bench ${name}</title>${css}</head>` +
        `<body><div id="root"></div><script type="module" src="${name}.js"></script></body></html>`,
    )
  }
}

export interface BundleSize {
  js: number
  css: number
  jsGz: number
  cssGz: number
}

const gz = (path: string) => (existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0)
const raw = (path: string) => (existsSync(path) ? readFileSync(path).length : 0)

/** Fully minified host pages without an uploader, with the baseline, with the panel; sizes in bytes. */
export async function measureBundles(outDir: string): Promise<Record<'none' | 'baseline' | 'panel', BundleSize>> {
  const names = ['none', 'baseline', 'panel'] as const
  const result = await build({
    ...common,
    entryPoints: names.map((name) => join(root, 'bench/size', `${name}.tsx`)),
    outdir: outDir,
    minify: true,
    // External: no sourceMappingURL comment, so the measured files are what a host would ship.
    sourcemap: 'external',
  })
  assertBuiltPackage(Object.keys(result.metafile?.inputs ?? {}))
  const sizes = {} as Record<(typeof names)[number], BundleSize>
  for (const name of names) {
    const js = join(outDir, `${name}.js`)
    const css = join(outDir, `${name}.css`)
    sizes[name] = { js: raw(js), css: raw(css), jsGz: gz(js), cssGz: gz(css) }
  }
  return sizes
}

/**
 * Minified bytes of `bundle` per original source (through its external source map), largest first:
 * which of the panel's modules (src/…, chained through dist/index.js.map) and dependencies cost most.
 */
export function bytesBySource(outDir: string, bundle: string): Array<[string, number]> {
  const code = readFileSync(join(outDir, `${bundle}.js`), 'utf8').split('\n')
  const map = new TraceMap(readFileSync(join(outDir, `${bundle}.js.map`), 'utf8'))
  const segments: Array<{ line: number; column: number; source: string }> = []
  eachMapping(map, (mapping) => {
    segments.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: (mapping.source ?? '(none)').replace(/^.*?\/(src|node_modules)\//, '$1/'),
    })
  })
  segments.sort((a, b) => a.line - b.line || a.column - b.column)
  const bytes = new Map<string, number>()
  segments.forEach((segment, index) => {
    const next = segments[index + 1]
    const end = next && next.line === segment.line ? next.column : (code[segment.line - 1]?.length ?? segment.column)
    bytes.set(segment.source, (bytes.get(segment.source) ?? 0) + Math.max(0, end - segment.column))
  })
  return [...bytes].sort((a, b) => b[1] - a[1])
}
