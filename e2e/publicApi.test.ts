import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The public API report: the type declarations the package ships, compared
 * with the reviewed copy in `api/`. A change to the public surface (a prop, a
 * type, an export, a doc comment) fails here until it is accepted on purpose
 * with `npm run api:update` and the new report is committed with the change.
 */
describe('public API', () => {
  it('matches the committed report api/attachment-upload-panel.d.ts', async () => {
    const declarations = readFileSync(new URL('../dist/index.d.ts', import.meta.url), 'utf8')
    // A missing report fails too (`update: 'none'` in vitest.config.ts): only the update command writes it.
    await expect(declarations, 'accept a deliberate change with `npm run api:update`').toMatchFileSnapshot(
      '../api/attachment-upload-panel.d.ts',
    )
  })

  it('of `attachment-upload-panel/msw` matches api/attachment-upload-panel-msw.d.ts', async () => {
    const declarations = readFileSync(new URL('../dist/msw.d.ts', import.meta.url), 'utf8')
    await expect(declarations, 'accept a deliberate change with `npm run api:update`').toMatchFileSnapshot(
      '../api/attachment-upload-panel-msw.d.ts',
    )
  })
})
