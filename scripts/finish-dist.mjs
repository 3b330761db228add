// Completes dist/ after tsup (`npm run build` runs both). tsup's declaration step deletes every
// .d.ts it did not make, so the files below are written afterwards rather than copied by tsup.
//
// The package is ES modules only: every Uppy package it depends on is, and an esbuild CommonJS
// bundle of them cannot work (its "node mode" interop turns each default import into the whole
// namespace: `import_core.default is not a constructor`). CommonJS hosts still `require()` it:
// Node >= 22.12 loads ES modules through require(), and dist/index.cjs forwards to dist/index.js,
// so both ways give the very same module instance (no dual-package hazard).
import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist')

export function finishDist() {
  if (!existsSync(join(dist, 'index.js'))) throw new Error('dist/index.js is missing: run tsup first')
  writeFileSync(
    join(dist, 'index.cjs'),
    [
      "'use client'",
      '// ES modules only; Node >= 22.12 loads them through require(). See scripts/finish-dist.mjs.',
      "module.exports = require('./index.js')",
      '',
    ].join('\n'),
  )
  // The same declarations for require(): the CommonJS entry exports exactly the ES module's names.
  if (existsSync(join(dist, 'index.d.ts'))) copyFileSync(join(dist, 'index.d.ts'), join(dist, 'index.d.cts'))
  // `import 'attachment-upload-panel/styles.css'` needs declarations under moduleResolution
  // bundler/nodenext (TS2882 otherwise); the stylesheet exports nothing.
  writeFileSync(join(dist, 'styles.css.d.cts'), '// Importing the stylesheet only applies it.\nexport {}\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) finishDist()
