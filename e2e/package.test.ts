import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { dashboardMarkup as markup } from '../src/dashboard/dashboardMarkup'

const require = createRequire(import.meta.url)

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
    ])
    const html = renderToString(
      createElement(entry.AttachmentUploadPanel, { token: 't', settings: { maxFiles: 3, maxFileSize: 1000 } }),
    )
    expect(html).toContain('class="aup-panel"')
    expect(html).toContain('aria-label="Dodawanie załączników"')
  })

  it('requires as CommonJS', () => {
    const entry = require('attachment-upload-panel') as Record<string, unknown>
    expect(typeof entry.AttachmentUploadPanel).toBe('function')
    expect(entry.DEFAULT_ENDPOINT).toBe('/api/member/v1/attachments/upload')
  })

  it('marks its entry as a client module for React Server Components', () => {
    for (const file of ['dist/index.js', 'dist/index.cjs']) {
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

  it('keeps react and react-dom as peer dependencies accepting any React 19, not bundled', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
    // A host on React 19.0 must install without a peer conflict, so a range, not the dev pin.
    expect(manifest.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' })
    const bundle = readFileSync('dist/index.js', 'utf8')
    expect(bundle).toMatch(/from ["']react["']/)
    expect(bundle).not.toContain('react-dom.production')
  })
})
