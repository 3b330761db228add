/**
 * The README's bundle figures, measured on a real Vite build of its two recipes (examples/vite: the panel imported
 * statically, `npm run build`'s first build; the lazy recipe, lazy.html, its second), in Vite's units (kB = 1000
 * bytes, gzip at zlib's default level). `npx tsx scripts/bundleFigures.ts` prints them for a built example;
 * e2e/examples.test.ts builds it from the packed package and holds the README to them.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** One chunk's weight, as Vite prints it. */
export interface ChunkSize {
  kB: number
  gzipKB: number
}

export interface BundleFigures {
  /** The one chunk of the app that imports the panel statically. */
  imported: ChunkSize
  /** The lazy recipe's app chunk, without the panel. */
  lazyApp: ChunkSize
  /** What the lazy recipe fetches when the panel is first shown (its chunk and the chunks only it imports). */
  lazyPanel: ChunkSize
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))

/** The chunk `key` with every chunk it imports statically, as keys. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, into)
  return into
}

function sizeOf(outDir: string, manifest: Manifest, keys: Iterable<string>): ChunkSize {
  const bytes = [...keys].map((key) => readFileSync(join(outDir, manifest[key]?.file ?? '')))
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    kB: round(bytes.reduce((sum, each) => sum + each.length, 0) / 1000),
    gzipKB: round(bytes.reduce((sum, each) => sum + gzipSync(each).length, 0) / 1000),
  }
}

const entryOf = (manifest: Manifest): string => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error('The build has no entry chunk')
  return entry
}

/** Measures the builds in `exampleDir`'s `dist/` and `dist-lazy/`. */
export function measureBundleFigures(exampleDir: string): BundleFigures {
  const staticDir = join(exampleDir, 'dist')
  const staticManifest = readManifest(staticDir)
  const lazyDir = join(exampleDir, 'dist-lazy')
  const lazyManifest = readManifest(lazyDir)
  const lazyEntry = entryOf(lazyManifest)
  const app = withImports(lazyManifest, lazyEntry)
  const panelKey = lazyManifest[lazyEntry]?.dynamicImports?.[0]
  if (!panelKey) throw new Error('The lazy recipe imports no chunk on demand')
  const panel = [...withImports(lazyManifest, panelKey)].filter((key) => !app.has(key))
  return {
    imported: sizeOf(staticDir, staticManifest, withImports(staticManifest, entryOf(staticManifest))),
    lazyApp: sizeOf(lazyDir, lazyManifest, app),
    lazyPanel: sizeOf(lazyDir, lazyManifest, panel),
  }
}

/** The figures the README's sentence states, in the order of `BundleFigures`. */
export function readmeFigures(readme: string): BundleFigures {
  // Spaces in the sentence may be line breaks (the formatter wraps the README).
  const sentence = [
    'it makes one (N) kB chunk \\((N) kB gz\\)',
    "[\\s\\S]*?the app's chunk is (N) kB \\((N) kB gz\\) and the panel's, fetched when shown, (N) kB \\((N) kB gz\\)",
  ]
    .join('')
    .replaceAll('(N)', '([\\d.]+)')
    .replaceAll(' ', '\\s+')
  const match = new RegExp(sentence).exec(readme)
  if (!match) throw new Error("The README's bundle sentence is not where its figures are read")
  const [imported = 0, importedGz = 0, app = 0, appGz = 0, panel = 0, panelGz = 0] = match.slice(1).map(Number)
  return {
    imported: { kB: imported, gzipKB: importedGz },
    lazyApp: { kB: app, gzipKB: appGz },
    lazyPanel: { kB: panel, gzipKB: panelGz },
  }
}

/** Each figure the README states that is more than `tolerance` (a share) from the measured one. */
export function driftedFigures(stated: BundleFigures, measured: BundleFigures, tolerance = 0.03): string[] {
  const drifted: string[] = []
  for (const chunk of ['imported', 'lazyApp', 'lazyPanel'] as const) {
    for (const unit of ['kB', 'gzipKB'] as const) {
      const said = stated[chunk][unit]
      const seen = measured[chunk][unit]
      if (Math.abs(said - seen) > seen * tolerance) drifted.push(`${chunk} ${unit}: README ${said}, measured ${seen}`)
    }
  }
  return drifted
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'examples/vite')
  console.log(JSON.stringify(measureBundleFigures(dir), null, 2))
}
