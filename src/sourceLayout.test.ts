import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = import.meta.dirname
const LONGEST_FILE_LINES = 200
/** What the kernel may import besides itself: the panel's texts, its public types, and test helpers in tests. */
const CORE_MAY_IMPORT = ['../i18n/', '../types', '../test/']

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.(tsx?|css)$/.test(path))
  .map((path) => join(SRC, path))

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '')
}

describe('the layout of src/', () => {
  it(`has no file over ${LONGEST_FILE_LINES} lines`, () => {
    const long = sourceFiles
      .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > LONGEST_FILE_LINES)
    expect(long).toEqual([])
  })

  it('keeps core/ free of the plugin folders: core imports only itself, the texts and the public types', () => {
    const coreFiles = sourceFiles.filter((file) => relative(SRC, file).startsWith('core/'))
    expect(coreFiles.length).toBeGreaterThan(5)
    const outside = coreFiles.flatMap((file) =>
      relativeImports(file)
        .filter((path) => path.startsWith('../') && !CORE_MAY_IMPORT.some((allowed) => path.startsWith(allowed)))
        .map((path) => `${relative(SRC, file)} imports ${path}`),
    )
    expect(outside).toEqual([])
  })
})
