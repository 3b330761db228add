// Builds the bench pages and the bundle-size host pages with esbuild, as a host app would bundle them.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping'
import { type BuildOptions, build, type Metafile } from 'esbuild'

const root = join(import.meta.dirname, '..')

/**
 * The package's preview worker, a file of its own: a bundler that knows `new Worker(new URL(…,
 * import.meta.url))` (Vite, webpack) emits it; esbuild does not, so it is copied next to the
 * bundle, as an esbuild host does (README).
 */
const PREVIEW_WORKER = join(root, 'dist/previewWorker.js')

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

/** What the pages may take from src/: the selectors (strings only), shared with the tests. */
const SELECTOR_MODULES = new Set([
  'src/test/selectors.ts',
  'src/dashboard/dashboardMarkup.ts',
  'src/status/runViewParts.ts',
  'src/feedback/noticeParts.ts',
  'src/dashboard/failureReasonParts.ts',
  'src/dashboard/preparationNoteParts.ts',
])

/** Fails when the panel was bundled from src/ instead of the built package. */
function assertBuiltPackage(inputs: string[]) {
  const fromSource = inputs
    .map((input) => relative(root, join(root, input)))
    .filter((input) => input.startsWith('src/') && !SELECTOR_MODULES.has(input))
  if (fromSource.length > 0) throw new Error(`The bench must use dist/, but bundled ${fromSource.join(', ')}`)
}

/**
 * The pages the browser runs: raw XHR, headless Uppy, the baseline wiring, the panel, and the phone
 * profile's photo maker and the send scenario's photo-scaling uploaders (the panel with `resizePhotos`,
 * the baseline with @uppy/compressor). Production React, whitespace and syntax minified but names kept, and source maps
 * (chained through dist/index.js.map to src/) so CPU profiles name the panel's functions.
 */
export async function buildPages(outDir: string): Promise<void> {
  const entries = [
    'raw.ts',
    'headless.ts',
    'baseline.tsx',
    'panel.tsx',
    'photoMaker.ts',
    'panelResized.tsx',
    'baselineCompressor.tsx',
  ].map((file) => join(root, 'bench/pages', file))
  const result = await build({
    ...common,
    entryPoints: entries,
    outdir: outDir,
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
  })
  assertBuiltPackage(Object.keys(result.metafile?.inputs ?? {}))
  copyFileSync(PREVIEW_WORKER, join(outDir, 'previewWorker.js'))
  for (const entry of entries) {
    const name = basename(entry).replace(/\.tsx?$/, '')
    const css = existsSync(join(outDir, `${name}.css`)) ? `<link rel="stylesheet" href="${name}.css">` : ''
    writeFileSync(
      join(outDir, `${name}.html`),
      // The viewport tag a host's mobile page has: without it a phone lays the page out 980 px wide
      // (and waits for a second tap before each click); desktop browsers ignore it.
      `<!doctype html><html lang="pl"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>bench ${name}</title>${css}</head>` +
        `<body><div id="root"></div><script type="module" src="${name}.js"></script></body></html>`,
    )
  }
}

export interface BundleSize {
  /** What the page loads at start: its entry and the chunks that entry imports statically. */
  js: number
  css: number
  jsGz: number
  cssGz: number
  /** Chunks loaded only through `import()` and the preview worker, each gzipped alone. */
  onDemandJs: number
  onDemandJsGz: number
}

const gz = (path: string) => (existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0)
const raw = (path: string) => (existsSync(path) ? readFileSync(path).length : 0)

/** The output files a page loads at start (entry plus static imports) and those it loads on demand. */
function splitByLoading(outputs: Metafile['outputs'], entry: string): { initial: string[]; onDemand: string[] } {
  const initial = new Set<string>()
  const dynamic = new Set<string>()
  const visit = (path: string) => {
    if (initial.has(path)) return
    initial.add(path)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.external) continue
      if (imported.kind === 'dynamic-import') dynamic.add(imported.path)
      else visit(imported.path)
    }
  }
  visit(entry)
  const onDemand = new Set<string>()
  const visitOnDemand = (path: string) => {
    if (initial.has(path) || onDemand.has(path)) return
    onDemand.add(path)
    for (const imported of outputs[path]?.imports ?? []) if (!imported.external) visitOnDemand(imported.path)
  }
  for (const path of dynamic) visitOnDemand(path)
  return { initial: [...initial], onDemand: [...onDemand] }
}

/**
 * Fully minified host pages without an uploader, with the baseline, with the panel; sizes in bytes.
 * Code split as a host's bundler does, so what the panel loads only on demand is counted apart.
 */
export async function measureBundles(outDir: string): Promise<Record<'none' | 'baseline' | 'panel', BundleSize>> {
  const names = ['none', 'baseline', 'panel'] as const
  const sizes = {} as Record<(typeof names)[number], BundleSize>
  for (const name of names) {
    // One build per page: built together, the pages would share chunks (React) and each count less.
    const result = await build({
      ...common,
      entryPoints: [join(root, 'bench/size', `${name}.tsx`)],
      outdir: outDir,
      minify: true,
      splitting: true,
      entryNames: '[name]',
      chunkNames: `${name}-chunk-[hash]`,
      // External: no sourceMappingURL comment, so the measured files are what a host would ship.
      sourcemap: 'external',
    })
    const outputs = result.metafile?.outputs ?? {}
    assertBuiltPackage(Object.keys(result.metafile?.inputs ?? {}))
    const entry = relative(process.cwd(), join(outDir, `${name}.js`))
    const { initial, onDemand } = splitByLoading(outputs, entry)
    if (name === 'panel') onDemand.push(relative(process.cwd(), PREVIEW_WORKER))
    const sum = (paths: string[], measure: (path: string) => number) =>
      paths.reduce((total, path) => total + measure(path), 0)
    // The start-up chunks gzipped as one: esbuild moves code an import() chunk shares with the entry
    // (Uppy's core) into a chunk of its own, where Rollup and Vite keep it in the entry; gzipped
    // apart, the same code would count ~1.8 KB more for esbuild's choice, not for the panel's.
    const initialJs = Buffer.concat(initial.map((path) => readFileSync(path)))
    const css = join(outDir, `${name}.css`)
    sizes[name] = {
      js: initialJs.length,
      jsGz: gzipSync(initialJs, { level: 9 }).length,
      css: raw(css),
      cssGz: gz(css),
      onDemandJs: sum(onDemand, raw),
      onDemandJsGz: sum(onDemand, gz),
    }
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
