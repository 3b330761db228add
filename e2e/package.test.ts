import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ensureNode, NODE_VERSIONS } from '../scripts/ensure-node.mjs'
import * as markup from '../src/test/selectors'

const require = createRequire(import.meta.url)
const tscPath = require.resolve('typescript/bin/tsc')
/** A dev dependency's command, as npm scripts run it. */
const binPath = (name: string) => join('node_modules', '.bin', name)

/** The public entry, imported by name through package.json "exports" (built dist/). */
describe('the built package', () => {
  it('imports as ESM on the server without touching window or document, and renders', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const entry = await import('attachment-upload-panel')
    expect(Object.keys(entry).sort()).toEqual([
      'ALLOWED_FILE_TYPES',
      'AttachmentUploadPanel',
      'DEFAULT_ENDPOINT',
      'DEFAULT_STALL_TIMEOUT_MS',
      'clearRestoredFiles',
    ])
    const html = renderToString(
      createElement(entry.AttachmentUploadPanel, { token: 't', settings: { maxFiles: 3, maxFileSize: 1000 } }),
    )
    expect(html).toContain('class="aup-panel"')
    expect(html).toContain('aria-label="Dodawanie załączników"')
  })

  it('has a lazy entry that loads nothing of the panel: React.lazy keeping the type argument', async () => {
    const entry = await import('attachment-upload-panel/lazy')
    expect(Object.keys(entry)).toEqual(['lazyAttachmentUploadPanel'])
    expect(typeof require('attachment-upload-panel/lazy').lazyAttachmentUploadPanel).toBe('function')
    // Its only import is React: the panel, Uppy and their chunks come with the module the host's `load` imports.
    const imports = [
      ...readFileSync('dist/lazy.js', 'utf8').matchAll(/\bfrom\s*["']([^"']+)["']|import\(\s*["']([^"']+)/g),
    ]
    expect(imports.map((match) => match[1] ?? match[2])).toEqual(['react'])
    const Panel = entry.lazyAttachmentUploadPanel(() => import('attachment-upload-panel'))
    expect((Panel as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'))
  })

  it('requires as CommonJS', () => {
    const entry = require('attachment-upload-panel') as Record<string, unknown>
    expect(typeof entry.AttachmentUploadPanel).toBe('function')
    expect(entry.DEFAULT_ENDPOINT).toBe('/api/member/v1/attachments/upload')
  })

  it('marks its entry as a client module for React Server Components', () => {
    for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/lazy.js', 'dist/lazy.cjs']) {
      const start = readFileSync(file, 'utf8')
        .replace(/^"use strict";\s*/, '')
        .slice(0, 20)
      expect(start, file).toMatch(/^["']use client["']/)
    }
  })

  it('ships one stylesheet as ./styles.css with the panel and Uppy styles', () => {
    const css = readFileSync(require.resolve('attachment-upload-panel/styles.css'), 'utf8')
    expect(css).toContain('.aup-panel')
    expect(css).toContain(markup.root)
    expect(css).not.toMatch(/@import/)
  })

  it('ships type declarations that name the public types', () => {
    const types = readFileSync('dist/index.d.ts', 'utf8')
    for (const name of [
      'AttachmentUploadPanelProps',
      'AttachmentSettings',
      'UploadedFile',
      'UploadResponse',
      'CompleteSuccessResult',
      'ProcessingStep',
    ]) {
      expect(types).toContain(name)
    }
    expect(types).not.toMatch(/:\s*any\b/)
  })

  it('keeps react and react-dom as peer dependencies accepting any React 19, not bundled; msw an optional one', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
    // A host on React 19.0 must install without a peer conflict, so a range, not the dev pin. msw only for the
    // mocks' subpath (`attachment-upload-panel/msw`), which a host without it never imports.
    expect(manifest.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0', msw: '^3.0.0' })
    expect(manifest.peerDependenciesMeta).toEqual({ msw: { optional: true } })
    expect(readFileSync('dist/msw.js', 'utf8')).toMatch(/from ["']msw["']/)
    const bundle = readFileSync('dist/index.js', 'utf8')
    expect(bundle).toMatch(/from ["']react["']/)
    expect(bundle).not.toContain('react-dom.production')
  })
})

/**
 * The package as its users meet it, under every supported Node line: Node 24 (development
 * and CI) and Node 22 (installed into .ci-node/ on first use). Each check runs in a child
 * process of that Node, resolving the package by name through its "exports".
 */
describe('the built package under each supported Node', () => {
  const nodes: Array<{ label: string; node: string }> = [
    { label: `Node ${process.versions.node} (this run)`, node: process.execPath },
  ]
  if (process.versions.node.split('.')[0] !== '22') {
    nodes.push({ label: `Node ${NODE_VERSIONS[22]}`, node: join(ensureNode(NODE_VERSIONS[22]), 'node') })
  }

  describe.each(nodes)('$label', ({ node }) => {
    it.each(['mount.cjs', 'mount.mjs'])('mounts in jsdom with React 19 through %s (require() / import)', (script) => {
      const output = execFileSync(node, [join('e2e/consumers', script)], { encoding: 'utf8', timeout: 60_000 })
      const report = JSON.parse(output.trim().split('\n').at(-1) ?? '{}')
      expect(report.thrown).toBeUndefined()
      expect(report.errors).toEqual([])
      expect(report.exports).toEqual([
        'ALLOWED_FILE_TYPES',
        'AttachmentUploadPanel',
        'DEFAULT_ENDPOINT',
        'DEFAULT_STALL_TIMEOUT_MS',
        'clearRestoredFiles',
      ])
      // Uppy was constructed (the Dashboard rendered) with its Polish strings.
      expect(report).toMatchObject({ panel: true, dashboard: true })
      expect(report.dropText).toMatch(/^Przeciągnij pliki tutaj/)
    })

    it.each(['tsconfig.nodenext.json', 'tsconfig.bundler.json'])(
      'type-checks a TypeScript host (%s), the stylesheet import included',
      (config) => {
        const result = spawnSync(node, [tscPath, '-p', join('e2e/consumers/types', config)], {
          encoding: 'utf8',
          timeout: 120_000,
        })
        expect(result.stdout + result.stderr).toBe('')
        expect(result.status).toBe(0)
      },
    )
  })
})

describe('the packed tarball', () => {
  it('holds only the built files, the manifest, README, CHANGELOG and the docs the README links (no sources, tests or stories)', () => {
    const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { encoding: 'utf8' }))
    // The chunks loaded on demand are the optional features only (names hashed: the restore store, previews,
    // photo scaling); what a member needs to pick and send is in the entry. The modules they share with the
    // entry (how many is the bundler's choice: each kind is listed once) and the preview worker are built files too.
    const kinds = (pack.files as Array<{ path: string }>)
      .map((file) =>
        file.path.replace(
          /^dist\/(RestoreKeeper|restoreStore|offThreadPreviews|PhotoPreparation|chunk)-[A-Z0-9]+\.js/,
          'dist/$1-‹hash›.js',
        ),
      )
      .sort()
    const files = [...new Set(kinds)]
    expect(files).toEqual([
      'CHANGELOG.md',
      'README.md',
      // What the README links to (scripts/readmeLinks.test.ts).
      'api/attachment-upload-panel.d.ts',
      'bench/README.md',
      'dist/PhotoPreparation-‹hash›.js',
      'dist/PhotoPreparation-‹hash›.js.map',
      'dist/RestoreKeeper-‹hash›.js',
      'dist/RestoreKeeper-‹hash›.js.map',
      'dist/chunk-‹hash›.js',
      'dist/chunk-‹hash›.js.map',
      'dist/index.cjs',
      'dist/index.css',
      'dist/index.css.map',
      'dist/index.d.cts',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/index.js.map',
      'dist/lazy.cjs',
      'dist/lazy.d.cts',
      'dist/lazy.d.ts',
      'dist/lazy.js',
      'dist/lazy.js.map',
      'dist/msw.cjs',
      'dist/msw.d.cts',
      'dist/msw.d.ts',
      'dist/msw.js',
      'dist/msw.js.map',
      'dist/offThreadPreviews-‹hash›.js',
      'dist/offThreadPreviews-‹hash›.js.map',
      'dist/previewWorker.js',
      'dist/previewWorker.js.map',
      'dist/restoreStore-‹hash›.js',
      'dist/restoreStore-‹hash›.js.map',
      'dist/styles.css.d.cts',
      'docs/engines.md',
      'docs/reliability.md',
      'package.json',
    ])
  })

  it('passes publint --strict', () => {
    const result = spawnSync(binPath('publint'), ['run', '--strict'], { encoding: 'utf8' })
    expect(result.stdout).toContain('All good!')
    expect(result.status).toBe(0)
  })

  it('passes attw --pack with every entry point and the strict profile', () => {
    const result = spawnSync(binPath('attw'), ['--pack', '.', '--format', 'json'], {
      encoding: 'utf8',
    })
    const analysis = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')))
    expect(Object.keys(analysis.analysis.entrypoints).sort()).toEqual([
      '.',
      './lazy',
      './msw',
      './package.json',
      './styles.css',
    ])
    // Problems come grouped by kind; none of any kind, and none excluded by a flag.
    expect(Object.values(analysis.problems ?? {}).flat()).toEqual([])
    expect(result.status).toBe(0)
  })
})
