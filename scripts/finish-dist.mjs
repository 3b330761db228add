// Completes dist/ after tsup (`npm run build` runs both). tsup's declaration step deletes every
// .d.ts it did not make, so the files below are written afterwards rather than copied by tsup.
//
// The package is ES modules only: every Uppy package it depends on is, and an esbuild CommonJS
// bundle of them cannot work (its "node mode" interop turns each default import into the whole
// namespace: `import_core.default is not a constructor`). CommonJS hosts still `require()` it:
// Node >= 22.12 loads ES modules through require(), and dist/index.cjs forwards to dist/index.js,
// so both ways give the very same module instance (no dual-package hazard).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')

/**
 * dist/lazy.d.ts from src/lazy.ts alone (it declares every type it exports, as isolated declarations need),
 * importing the panel's types from the entry's declarations: rolled up by tsup with the entry's, they would
 * split dist/index.d.ts into a shared file.
 */
function writeLazyDeclarations() {
  const source = readFileSync(join(root, 'src/lazy.ts'), 'utf8')
  const { outputText, diagnostics } = ts.transpileDeclaration(source, { fileName: 'lazy.ts', reportDiagnostics: true })
  if (diagnostics?.length)
    throw new Error(`src/lazy.ts: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`)
  writeFileSync(join(dist, 'lazy.d.ts'), outputText.replaceAll("from './index'", "from './index.js'"))
}

export function finishDist() {
  writeLazyDeclarations()
  for (const entry of ['index', 'lazy', 'msw']) {
    if (!existsSync(join(dist, `${entry}.js`))) throw new Error(`dist/${entry}.js is missing: run tsup first`)
    writeFileSync(
      join(dist, `${entry}.cjs`),
      [
        ...(entry === 'msw' ? [] : ["'use client'"]),
        '// ES modules only; Node >= 22.12 loads them through require(). See scripts/finish-dist.mjs.',
        `module.exports = require('./${entry}.js')`,
        '',
      ].join('\n'),
    )
    // The same declarations for require(): the CommonJS entry exports exactly the ES module's names.
    // dist/lazy.d.cts imports the entry's types the CommonJS way too.
    const declarations = join(dist, `${entry}.d.ts`)
    if (existsSync(declarations))
      writeFileSync(
        join(dist, `${entry}.d.cts`),
        readFileSync(declarations, 'utf8').replaceAll("from './index.js'", "from './index.cjs'"),
      )
  }
  // `import 'attachment-upload-panel/styles.css'` needs declarations under moduleResolution
  // bundler/nodenext (TS2882 otherwise); the stylesheet exports nothing.
  writeFileSync(join(dist, 'styles.css.d.cts'), '// Importing the stylesheet only applies it.\nexport {}\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) finishDist()
