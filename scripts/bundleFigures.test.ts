import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { driftedFigures, readmeFigures } from './bundleFigures'

// The measurement itself runs on the example's real build (e2e/examples.test.ts); here, how the README is held to it.
describe("the README's bundle figures", () => {
  const stated = readmeFigures(readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8'))

  it('are read from its sentence, all six', () => {
    for (const chunk of Object.values(stated)) {
      expect(chunk.kB).toBeGreaterThan(chunk.gzipKB)
      expect(chunk.gzipKB).toBeGreaterThan(0)
    }
  })

  it('drift when one is more than 3 % off, and only that one is named', () => {
    expect(driftedFigures(stated, stated)).toEqual([])
    const panelGrew = { ...stated, lazyPanel: { ...stated.lazyPanel, kB: stated.lazyPanel.kB * 1.04 } }
    expect(driftedFigures(stated, panelGrew)).toEqual([expect.stringMatching(/^lazyPanel kB: README/)])
    const withinTolerance = { ...stated, imported: { ...stated.imported, gzipKB: stated.imported.gzipKB * 1.02 } }
    expect(driftedFigures(stated, withinTolerance)).toEqual([])
  })
})
